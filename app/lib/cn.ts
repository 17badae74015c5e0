import { clsx, type ClassValue } from 'clsx';

/** Joins class names without merging, which would weigh on every page (decision 0013). */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
