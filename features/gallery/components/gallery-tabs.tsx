import { useRef, type KeyboardEvent } from "react";
import type { GalleryGroup } from "#features/catalog/index.ts";
import * as styles from "./gallery.css.ts";

export interface GalleryTabsProps {
  groups: readonly GalleryGroup[];
  active: number;
  onSelect: (index: number) => void;
  idPrefix: string;
  label: string;
}

export const tabId = (idPrefix: string, index: number) => `${idPrefix}-tab-${index}`;
export const panelId = (idPrefix: string) => `${idPrefix}-panel`;

export function GalleryTabs({ groups, active, onSelect, idPrefix, label }: GalleryTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = groups.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? active === last
          ? 0
          : active + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? active === 0
            ? last
            : active - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className={styles.tabList} role="tablist" aria-label={label}>
      {groups.map((group, index) => {
        const selected = index === active;
        return (
          <button
            key={group.name}
            ref={(node) => {
              tabs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, index)}
            className={styles.tab}
            aria-selected={selected}
            aria-controls={selected ? panelId(idPrefix) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(index)}
            onKeyDown={onKeyDown}
          >
            {group.name} <span className={styles.tabCount}>({group.quantity})</span>
          </button>
        );
      })}
    </div>
  );
}
