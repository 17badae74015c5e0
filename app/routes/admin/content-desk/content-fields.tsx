import type { ReactNode } from 'react';

import { AdminSelect } from '#app/components/admin/admin-select.tsx';
import { Field } from '#app/components/forms/field.tsx';
import { FieldError } from '#app/components/forms/field-error.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import type { FieldSpec } from '#app/schemas/content-fields.ts';
import { rowCount, type FlatValues } from '#app/schemas/content-form.ts';

export type FieldProps = (name: string) => {
  id: string;
  name: string;
  defaultValue: string;
  errors: string[] | undefined;
};

type Context = {
  field: FieldProps;
  values: FlatValues;
  /** Set by the environment: what she saves is kept, but the site shows the environment's. */
  overridden: ReadonlySet<string>;
  services: ReadonlyArray<{ value: string; label: string }>;
  /** An assistant sees the price but cannot change it. */
  canEditPrice: boolean;
};

const IMAGE_PARTS = [
  { part: 'src', label: 'Görselin adresi', hint: '/images/ ile başlayan adres.' },
  { part: 'alt', label: 'Görseli anlatan metin', hint: 'Ekran okuyucular bunu okur.' },
  { part: 'width', label: 'Genişlik (piksel)' },
  { part: 'height', label: 'Yükseklik (piksel)' },
] as const;

function overrideNote(name: string, context: Context): string | undefined {
  return context.overridden.has(name)
    ? 'Ortam değişkeniyle belirlendi: sitede o değer gösteriliyor; burada kaydettiğiniz, değişken kaldırıldığında geçerli olur.'
    : undefined;
}

function hintOf(spec: FieldSpec, name: string, context: Context): ReactNode {
  const parts = [spec.hint, overrideNote(name, context)].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** One field of an item's form, drawn from its spec; groups and rows as fieldsets. */
export function ContentField({
  spec,
  prefix = '',
  context,
}: {
  spec: FieldSpec;
  prefix?: string;
  context: Context;
}) {
  const name = `${prefix}${spec.name}`;
  const props = context.field(name);
  const hint = hintOf(spec, name, context);
  switch (spec.type) {
    case 'long':
      return (
        <Field {...props} label={spec.label} hint={hint}>
          {(control) => <Textarea {...control} rows={4} />}
        </Field>
      );
    case 'lines':
      return (
        <Field {...props} label={spec.label} hint={hint ?? 'Her satır bir madde.'}>
          {(control) => <Textarea {...control} rows={6} />}
        </Field>
      );
    case 'number':
    case 'price':
      return (
        <Field {...props} label={spec.label} hint={hint}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              readOnly={spec.type === 'price' && !context.canEditPrice}
              className="sm:max-w-40"
            />
          )}
        </Field>
      );
    case 'check':
      return (
        <div className="grid gap-1">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              id={props.id}
              name={props.name}
              defaultChecked={props.defaultValue === 'on'}
              className="size-4 accent-[var(--primary)]"
            />
            {spec.label}
          </label>
          <FieldError id={`${props.id}-hata`} errors={props.errors} />
        </div>
      );
    case 'choice':
      return (
        <Field {...props} label={spec.label} hint={hint}>
          {(control) => <AdminSelect control={control} none="Seçin" options={spec.options} />}
        </Field>
      );
    case 'item':
      return (
        <Field {...props} label={spec.label} hint={hint}>
          {(control) => <AdminSelect control={control} none="Seçin" options={context.services} />}
        </Field>
      );
    case 'image':
      return (
        <fieldset className="grid gap-3 rounded-lg border p-4 sm:grid-cols-2">
          <legend className="px-1 font-semibold">{spec.label}</legend>
          {IMAGE_PARTS.map(({ part, label, ...rest }) => (
            <Field
              key={part}
              {...context.field(`${name}.${part}`)}
              label={label}
              hint={'hint' in rest ? rest.hint : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode={part === 'width' || part === 'height' ? 'numeric' : undefined}
                />
              )}
            </Field>
          ))}
        </fieldset>
      );
    case 'group':
      return (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{spec.label}</legend>
          {spec.hint ? <p className="text-sm text-muted-foreground">{spec.hint}</p> : null}
          {spec.fields.map((inner) => (
            <ContentField key={inner.name} spec={inner} prefix={`${name}.`} context={context} />
          ))}
        </fieldset>
      );
    case 'rows': {
      const count = rowCount({ ...spec, name }, context.values);
      return (
        <fieldset id={props.id} tabIndex={-1} className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold">{spec.label}</legend>
          {spec.rows === 'open' ? (
            <p className="text-sm text-muted-foreground">
              Yeni bir satır eklemek için sondaki boş satırı doldurun; bir satırı kaldırmak için
              alanlarını boşaltın.
            </p>
          ) : null}
          <FieldError id={`${props.id}-hata`} errors={props.errors} />
          {Array.from({ length: count }, (_, index) => (
            <fieldset key={index} className="grid gap-3 border-t pt-3">
              <legend className="text-sm font-semibold">{index + 1}. satır</legend>
              {spec.fields.map((inner) => (
                <ContentField
                  key={inner.name}
                  spec={inner}
                  prefix={`${name}.${index}.`}
                  context={context}
                />
              ))}
            </fieldset>
          ))}
        </fieldset>
      );
    }
    default:
      return (
        <Field {...props} label={spec.label} hint={hint}>
          {(control) => (
            <Input
              {...control}
              type={spec.type === 'email' ? 'email' : spec.type === 'url' ? 'url' : 'text'}
            />
          )}
        </Field>
      );
  }
}
