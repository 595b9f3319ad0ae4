import type { ActionAnswer } from "#app/lib/action-answer.ts";
import { Section } from "#app/ui/section/section.tsx";
import { BUILD_SECTION_ID, isEmptyNote, type BuildStory as Story, type PhotoChoice } from "../model.ts";
import { BuildDiary } from "./build-diary.tsx";
import { BuildNote } from "./build-note.tsx";
import * as styles from "./build-log.css.ts";

export interface BuildStoryProps {
  component: string;
  story: Story;
  photoChoices: readonly PhotoChoice[];
  /** Display only: the server checks the rights again on every write. */
  admin: boolean;
  defaultOpen?: boolean;
  /** The page's answer to a form posted without JavaScript. */
  answer?: ActionAnswer;
}

export function BuildStory({ component, story, photoChoices, admin, defaultOpen, answer }: BuildStoryProps) {
  if (story.failed) return null;
  const empty = isEmptyNote(story.note) && story.diary.length === 0;
  if (empty && !admin) return null;
  return (
    <Section title="Budowa modelu" id={BUILD_SECTION_ID} defaultOpen={defaultOpen} count={story.diary.length || undefined}>
      <div className={styles.root}>
        <BuildNote component={component} note={story.note} admin={admin} answer={answer} />
        <BuildDiary
          component={component}
          entries={story.diary}
          photoChoices={photoChoices}
          admin={admin}
          answer={answer}
        />
      </div>
    </Section>
  );
}
