import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No class merging: a component's own classes and the ones a caller adds
 * never set the same property (issue 8: tailwind-merge alone cost 8 KB of every page's script).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
