import { useId, useState, type ReactNode } from "react";
import {
  BLOCK_DURATIONS,
  BLOCK_KIND_LABELS,
  MODERATION_INTENTS,
  type BlockDuration,
  type ModerationBlockKind,
  type ModerationComment,
} from "../moderation-model.ts";
import { formatCommentDate } from "../model.ts";
import { ModerationForm } from "./moderation-form.tsx";
import * as buttons from "./buttons.css.ts";
import * as styles from "./moderation.css.ts";

export interface ModeratedCommentProps {
  comment: ModerationComment;
  busy: boolean;
  /** The leading control (a checkbox in the newest list) and the trailing buttons (approve, reject). */
  select?: ReactNode;
  children?: ReactNode;
}

/** Who can be blocked from a comment: a guest's name, the client group it came from, a registered (non-admin) user. */
export function blockKinds(comment: ModerationComment): ModerationBlockKind[] {
  const kinds: ModerationBlockKind[] = [];
  if (!comment.registered) kinds.push("name");
  if (comment.client) kinds.push("client");
  if (comment.registered && !comment.admin) kinds.push("user");
  return kinds;
}

export function ModeratedComment({ comment, busy, select, children }: ModeratedCommentProps) {
  const kinds = blockKinds(comment);
  return (
    <li className={`${styles.card} ${comment.held ? styles.held : ""}`} aria-label={`Komentarz ${comment.login}`}>
      <div className={styles.cardHead}>
        {select}
        <span className={styles.author}>{comment.login}</span>
        {comment.admin ? <span className={styles.tag}>Admin</span> : null}
        <span className={styles.tag}>{comment.registered ? "użytkownik" : "gość"}</span>
        {comment.client ? (
          <span className={styles.clientTag} title="Grupa adresów autora (skrót, nie adres)">
            {comment.client}
          </span>
        ) : null}
        <time dateTime={comment.createdAt}>{formatCommentDate(comment.createdAt)}</time>
        <a className={styles.pageLink} href={comment.href}>
          {comment.page}
        </a>
      </div>
      <p className={styles.body}>{comment.comment}</p>
      <div className={styles.actions}>
        {children}
        {kinds.length > 0 ? <BlockMenu kinds={kinds} busy={busy} commentId={comment.id} /> : null}
      </div>
    </li>
  );
}

function BlockMenu({ kinds, busy, commentId }: { kinds: ModerationBlockKind[]; busy: boolean; commentId: number }) {
  const id = useId();
  const [kind, setKind] = useState<ModerationBlockKind>(kinds[0]!);
  const [duration, setDuration] = useState<BlockDuration>("1d");
  return (
    <details className={styles.blockBox}>
      <summary className={styles.blockSummary}>Zablokuj…</summary>
      <ModerationForm intent={MODERATION_INTENTS.block} className={styles.form}>
        <input type="hidden" name="commentId" value={commentId} />
        <label className={styles.field} htmlFor={`${id}-kind`}>
          Kogo
          <select
            id={`${id}-kind`}
            name="kind"
            className={styles.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as ModerationBlockKind)}
          >
            {kinds.map((option) => (
              <option key={option} value={option}>
                {BLOCK_KIND_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
        <DurationField id={`${id}-duration`} value={duration} onChange={setDuration} />
        <button type="submit" className={buttons.danger} aria-disabled={busy}>
          Zablokuj
        </button>
      </ModerationForm>
    </details>
  );
}

export function DurationField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: BlockDuration;
  onChange: (duration: BlockDuration) => void;
}) {
  return (
    <label className={styles.field} htmlFor={id}>
      Na jak długo
      <select
        id={id}
        name="duration"
        className={styles.input}
        value={value}
        onChange={(event) => onChange(event.target.value as BlockDuration)}
      >
        {(Object.keys(BLOCK_DURATIONS) as BlockDuration[]).map((option) => (
          <option key={option} value={option}>
            {BLOCK_DURATIONS[option].label}
          </option>
        ))}
      </select>
    </label>
  );
}
