/** Only the form's own text fields, LF line breaks (browsers send CRLF), each cut at `max` characters. */
export function postedFields<Name extends string>(
  fields: Record<string, string>,
  names: readonly Name[],
  max: number,
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value.replace(/\r\n?/g, '\n').slice(0, max);
  }
  return values;
}
