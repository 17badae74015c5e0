import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class merging: a component's own classes and the ones a caller adds
 * never set the same property, and a merging library would weigh on every page's script
 * (docs/decisions/0013-server-only-sections.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
