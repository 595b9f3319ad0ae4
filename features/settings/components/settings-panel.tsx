import { lazy } from "react";
import { DialogOnDemand, preloadDialog } from "#app/ui/dialog/dialog-on-demand.tsx";
import { useSettingsSync } from "../state/use-settings-sync.ts";

// Every page mounts the panel but few visitors open it: docs/decisions/006-client-chunks.md
const loadForm = () => import("./settings-form.tsx");
const SettingsForm = lazy(() => loadForm().then((module) => ({ default: module.SettingsForm })));

export function preloadSettingsPanel(): void {
  preloadDialog();
  void loadForm();
}

export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

export function SettingsPanel({ open, onClose }: SettingsPanelProps) {
  useSettingsSync();
  return (
    <DialogOnDemand open={open} title="Ustawienia" onClose={onClose} loadingLabel="Ładowanie ustawień">
      <SettingsForm onClose={onClose} />
    </DialogOnDemand>
  );
}
