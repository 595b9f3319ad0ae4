export interface SnowProps {
  enabled: boolean;
}

/** Placeholder until the snow issue lands: renders nothing. */
export function Snow(_props: SnowProps) {
  return null;
}
