// One icon as a plain function component over elements made once (components/ui/icons.ts lists
// the storefront's). It draws lucide-react's markup: the same attributes in the same order, the
// `lucide lucide-<name>` classes, and aria-hidden unless the icon is given a label, a role, a
// title or children, so pages keep their look and their accessible names.
import { createElement, type ReactElement, type ReactNode, type SVGProps } from 'react';

type IconNode = readonly (readonly [tag: string, attributes: Record<string, string>])[];

export type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };
export type IconComponent = (props: IconProps) => ReactElement;

/** Whether the icon is named for assistive technology (lucide's rule): then it is not hidden. */
function isLabelled(props: IconProps): boolean {
  for (const name in props) {
    if (
      (name.startsWith('aria-') || name === 'role' || name === 'title') &&
      props[name as keyof IconProps] != null
    )
      return true;
  }
  return false;
}

export function createIcon(names: string, node: IconNode): IconComponent {
  const classes = `lucide ${names
    .split(' ')
    .map((name) => `lucide-${name}`)
    .join(' ')}`;
  // The drawing's elements, shared by every render: React only reads them.
  const drawing = node.map(([tag, attributes], i) => createElement(tag, { key: i, ...attributes }));
  return function LucideIcon({ className, children, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className ? `${classes} ${className}` : classes}
        aria-hidden={Boolean(children) || isLabelled(props) ? undefined : 'true'}
        {...props}
      >
        {drawing}
        {children}
      </svg>
    );
  };
}
