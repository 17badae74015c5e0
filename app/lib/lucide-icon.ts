import { createElement, type ReactNode, type SVGProps } from 'react';

type IconData = {
  name: string;
  aliases?: string[];
  node: Array<[string, Record<string, string>]>;
};

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

function hasA11yProp(props: Record<string, unknown>): boolean {
  return Object.keys(props).some(
    (prop) =>
      (prop.startsWith('aria-') || prop === 'role' || prop === 'title') && props[prop] != null,
  );
}

/** Without the options this site never uses (docs/decisions/0013-server-only-sections.md); same markup, so it hydrates. */
export default function createLucideIcon(icon: IconData) {
  return function LucideIcon({ className, children, ...rest }: IconProps) {
    const classes = new Set(['lucide', `lucide-${icon.name}`]);
    for (const alias of icon.aliases ?? []) classes.add(`lucide-${alias}`);
    for (const token of className?.split(/\s+/) ?? []) if (token) classes.add(token);
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: 24,
        height: 24,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: [...classes].join(' '),
        ...(children || hasA11yProp(rest) ? {} : { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attrs]) => createElement(tag, attrs)),
      children,
    );
  };
}
