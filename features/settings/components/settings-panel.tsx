export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Placeholder until the settings issue lands: renders nothing. */
export function SettingsPanel(_props: SettingsPanelProps) {
  return null;
}
