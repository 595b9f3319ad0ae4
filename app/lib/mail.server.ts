export interface SiteMailer {
  origin: string;
  /** A plain-text mail from `<mailbox>@<the site's host>`. */
  send(mail: { from: { name: string; mailbox: string }; to: string; subject: string; text: string }): Promise<void>;
}

/** The one way mail leaves the site, the `send_email` binding; throws before anything is written when it cannot. */
export function siteMailer(binding: SendEmail | undefined, siteUrl: string | undefined): SiteMailer {
  if (!binding) throw new Error("send_email binding SEND_EMAIL is missing");
  if (!siteUrl) throw new Error("SITE_URL is not set");
  const { origin, hostname } = new URL(siteUrl);
  return {
    origin,
    async send({ from, to, subject, text }) {
      await binding.send({ from: { name: from.name, email: `${from.mailbox}@${hostname}` }, to, subject, text });
    },
  };
}
