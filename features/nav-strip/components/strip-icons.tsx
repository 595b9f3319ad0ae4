import { Icon as BaseIcon, type IconProps } from "#app/ui/icons/icons.tsx";

function Icon(props: IconProps) {
  return <BaseIcon size={18} {...props} />;
}

export const SearchIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
  </Icon>
);

export const OverlapIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="8" height="14" rx="1.5" />
    <path d="M11 6.5h3.5a1.5 1.5 0 0 1 1.5 1.5v9a1.5 1.5 0 0 1-1.5 1.5H11" />
    <path d="M16 8h3.5A1.5 1.5 0 0 1 21 9.5v6a1.5 1.5 0 0 1-1.5 1.5H16" />
  </Icon>
);

export const ModelPlaceholderIcon = (props: IconProps) => (
  <Icon width={40} height={40} strokeWidth={1.4} {...props}>
    <path d="M4 20V10l8-6 8 6v10z" />
    <path d="M4 10l8 4 8-4M12 14v6" />
  </Icon>
);

export const CommentIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4.5 5.5h15v10h-8l-4.5 3.5v-3.5h-2.5z" />
  </Icon>
);
