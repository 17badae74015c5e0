/**
 * The coach's desks' versioned forms, the part the page and the server share
 * (docs/decisions/0046-desk-form-kit.md): the answer a desk's action gives when it does not
 * redirect, and the name of the field that says which button was pressed.
 */

/** The posted field naming the button: each desk's values are its `…_INTENTS` constants. */
export const INTENT_FIELD = 'intent';

/** A desk's intents, `{ save: 'save', … }`: the form and the action name them from one place. */
export type IntentOf<Intents extends Record<string, string>> = Intents[keyof Intents];

export type FieldErrors = Record<string, string[]>;

/**
 * What a desk's action answers instead of redirecting: the form back as she typed it, the
 * errors next to their fields, the refusal above the form (of one of the desk's `Kind`s), and a
 * preview when one was asked for.
 */
export type DeskAnswer<
  Values extends Partial<Record<string, string>>,
  Kind extends string = 'invalid',
  Preview = never,
> = {
  values: Values;
  fieldErrors?: FieldErrors;
  formError?: { kind: Kind; message: string };
  preview?: Preview;
  /** A new answer remounts the form with its values. */
  answeredAt: number;
};
