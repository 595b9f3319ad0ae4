import { lazy } from "react";
import { Dialog } from "#app/ui/dialog/dialog.tsx";
import { useSettingsSync } from "../state/use-settings-sync.ts";

// The form arrives with the first opening: every page mounts the panel, few visitors open it (DESIGN.md section 6).
const loadForm = () => import("./settings-form.tsx");
const SettingsForm = lazy(() => loadForm().then((module) => ({ default: module.SettingsForm })));

/** Starts loading the form before the first opening (the visitor points at or focuses the settings button). */
export function preloadSettingsPanel(): void {
  void loadForm();
}

export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The settings panel (spec sections 2 and 4). Always mounted by the layout, so it also keeps the page in step
 * with settings changed in another tab; the form itself exists only while the panel is open, so every opening
 * starts from what is stored and an unsaved draft is dropped on close. Its code loads on the first opening.
 */
export function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  useSettingsSync();
  return (
    <Dialog open={open} title="Ustawienia" onClose={onClose} loadingLabel="Ładowanie ustawień">
      <SettingsForm onClose={onClose} />
    </Dialog>
  );
}
