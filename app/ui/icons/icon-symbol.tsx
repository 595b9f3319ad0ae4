import type { ReactNode } from "react";
import { Icon, type IconProps } from "./icons.tsx";

/** An icon a list draws many times: its shapes once, in a symbol each copy uses (`SymbolIcon`). */
export function IconSymbol({ id, children }: { id: string; children: ReactNode }) {
  return (
    <svg style={{ display: "none" }}>
      <symbol id={id} viewBox="0 0 24 24">
        {children}
      </symbol>
    </svg>
  );
}

export function SymbolIcon({ symbol, ...props }: IconProps & { symbol: string }) {
  return (
    <Icon {...props}>
      <use href={`#${symbol}`} />
    </Icon>
  );
}
