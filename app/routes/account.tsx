import { useSearchParams } from "react-router";
import { AccountPage, CONFIRM_PARAM, ConfirmEmailPage } from "#features/account/index.ts";
import { accountIntents } from "#features/account/index.server.ts";
import { commentsOfUser } from "#features/comments/index.server.ts";
import { tracesOfUser } from "#features/privacy/index.server.ts";
import { answerOffline } from "#app/lib/client-action.ts";
import { pageAction } from "#app/lib/page-action.server.ts";
import { RETURN_PARAM, returnPath } from "#app/lib/return-path.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { pageTitle } from "../site.ts";
import type { Route } from "./+types/account";

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  return [{ title: pageTitle("Konto", siteFromMatches(matches)) }, { name: "robots", content: "noindex" }];
}

// Account cannot import comments (comments imports account), so what a deleted account takes along is composed here.
export const action = pageAction({ ...accountIntents([commentsOfUser, tracesOfUser]) });

export const clientAction = answerOffline<typeof action>;

export default function AccountRoute({ actionData }: Route.ComponentProps) {
  const root = useRootData();
  const [search] = useSearchParams();
  const confirmation = search.get(CONFIRM_PARAM);
  if (confirmation !== null) return <ConfirmEmailPage token={confirmation} answer={actionData} />;
  return (
    <AccountPage
      user={root?.user ?? null}
      owner={root?.owner}
      answer={actionData}
      returnTo={returnPath(search.get(RETURN_PARAM))}
    />
  );
}
