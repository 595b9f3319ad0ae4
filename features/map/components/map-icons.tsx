import type { ReactNode } from "react";
import { Icon as BaseIcon } from "#app/ui/icons/icons.tsx";

function Icon({ children }: { children: ReactNode }) {
  return <BaseIcon size={20}>{children}</BaseIcon>;
}

export const EnlargeIcon = () => (
  <Icon>
    <path d="M14 4h6v6M10 20H4v-6M20 4l-7 7M4 20l7-7" />
  </Icon>
);

export const ShrinkIcon = () => (
  <Icon>
    <path d="M19 11h-6V5M5 13h6v6M13 11l7-7M11 13l-7 7" />
  </Icon>
);

export const OverviewIcon = () => (
  <Icon>
    <path d="M3 6.5 9 4l6 2.5L21 4v13.5L15 20l-6-2.5L3 20z" />
    <path d="M9 4v13.5M15 6.5V20" />
  </Icon>
);

export const DetailIcon = () => (
  <Icon>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.4" />
  </Icon>
);
