// The desk-form kit's part shared by page and server (docs/decisions/0046-desk-form-kit.md).

export const INTENT_FIELD = 'intent';

export type IntentOf<Intents extends Record<string, string>> = Intents[keyof Intents];

export type FieldErrors = Record<string, string[]>;

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
