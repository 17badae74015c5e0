import { Search } from 'lucide-react';
import { Form } from 'react-router';

import { Button } from '#app/components/ui/button.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';

/** A list's search box (`?ara=`), keeping the list's other parameters as hidden fields. */
export function ListSearch({
  id,
  label,
  value,
  maxLength,
  keep = {},
}: {
  id: string;
  label: string;
  value: string;
  maxLength: number;
  keep?: Record<string, string>;
}) {
  return (
    <Form method="get" role="search" className="flex w-full max-w-md items-end gap-2">
      {Object.entries(keep).map(([name, kept]) => (
        <input key={name} type="hidden" name={name} value={kept} />
      ))}
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} name="ara" type="search" defaultValue={value} maxLength={maxLength} />
      </div>
      <Button type="submit" variant="secondary">
        <Search aria-hidden />
        Ara
      </Button>
    </Form>
  );
}
