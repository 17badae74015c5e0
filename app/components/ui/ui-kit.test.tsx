// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';

import { FieldError } from '#app/components/forms/field-error.tsx';
import { Accordion, AccordionItem } from '#app/components/ui/accordion.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Collapsible } from '#app/components/ui/collapsible.tsx';
import { Input } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';

/** The server's HTML of an element, parsed into the test document. */
function render(element: ReactElement): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(element);
  document.body.replaceChildren(root);
  return root;
}

function classesOf(element: Element | null): string[] {
  return (element?.getAttribute('class') ?? '').split(/\s+/);
}

test('button variants each have their own background, sizes their own height, the icon is square', () => {
  const filled = ['default', 'destructive', 'outline', 'secondary', 'success', 'premium'] as const;
  const root = render(
    <>
      {filled.map((variant) => (
        <Button key={variant} variant={variant}>
          {variant}
        </Button>
      ))}
      {(['sm', 'default', 'lg', 'xl'] as const).map((size) => (
        <Button key={size} size={size}>
          {size}
        </Button>
      ))}
      <Button size="icon" aria-label="Simge düğmesi">
        ★
      </Button>
    </>,
  );
  const buttons = Array.from(root.querySelectorAll('button'));
  const backgrounds = buttons.slice(0, filled.length).map((button) =>
    classesOf(button)
      .filter((name) => /^(bg-|from-|to-)/.test(name))
      .join(' '),
  );
  expect(backgrounds.every(Boolean)).toBe(true);
  expect(new Set(backgrounds).size).toBe(filled.length);

  const heights = buttons.slice(filled.length, filled.length + 4).map((button) =>
    Number(
      classesOf(button)
        .find((name) => /^h-\d+$/.test(name))
        ?.slice(2),
    ),
  );
  expect(heights).toEqual([...heights].sort((a, b) => a - b));
  expect(new Set(heights).size).toBe(4);

  const icon = root.querySelector('button[aria-label="Simge düğmesi"]');
  expect(classesOf(icon).some((name) => /^size-\d+$/.test(name))).toBe(true);
  expect(classesOf(icon).some((name) => /^[hw]-\d+$/.test(name))).toBe(false);
});

test('an accordion is single-open: its items share one name, another accordion has its own; every answer is in the HTML', () => {
  const root = render(
    <>
      <Accordion>
        <AccordionItem title="Birinci soru">Birinci yanıt</AccordionItem>
        <AccordionItem title="İkinci soru">İkinci yanıt</AccordionItem>
        <AccordionItem title="Üçüncü soru">Üçüncü yanıt</AccordionItem>
      </Accordion>
      <Accordion>
        <AccordionItem title="Başka soru">Başka yanıt</AccordionItem>
      </Accordion>
    </>,
  );
  const items = Array.from(root.querySelectorAll('details'));
  expect(items).toHaveLength(4);
  const names = items.map((item) => item.getAttribute('name'));
  expect(names[0]).toBeTruthy();
  expect(names.slice(0, 3)).toEqual([names[0], names[0], names[0]]);
  expect(names[3]).not.toBe(names[0]);
  // Closed at first; the question is a heading inside the summary, so it is the click target.
  expect(items.every((item) => !item.hasAttribute('open'))).toBe(true);
  expect(items.map((item) => item.querySelector('summary h3')?.textContent)).toEqual([
    'Birinci soru',
    'İkinci soru',
    'Üçüncü soru',
    'Başka soru',
  ]);
  expect(root.textContent).toContain('Üçüncü yanıt');
});

test('the collapsible is a closed disclosure whose content is in the server HTML', () => {
  const root = render(
    <Collapsible summary="Neler kazanırsınız?">
      <ul>
        <li>Netlik</li>
      </ul>
    </Collapsible>,
  );
  const details = root.querySelector('details');
  expect(details?.hasAttribute('open')).toBe(false);
  expect(details?.querySelector('summary')?.textContent).toBe('Neler kazanırsınız?');
  expect(details?.querySelector('li')?.textContent).toBe('Netlik');
});

test('a field error is linked to its input, which is marked invalid', () => {
  const root = render(
    <div>
      <Label htmlFor="ornek-eposta">E-posta</Label>
      <Input
        id="ornek-eposta"
        type="email"
        aria-invalid
        aria-describedby="ornek-eposta-hata"
        defaultValue="gecersiz"
      />
      <FieldError id="ornek-eposta-hata" errors={['Lütfen geçerli bir e-posta adresi girin.']} />
    </div>,
  );
  const input = root.querySelector('input');
  expect(root.querySelector('label')?.getAttribute('for')).toBe(input?.id);
  expect(input?.getAttribute('aria-invalid')).toBe('true');
  const description = document.getElementById(input?.getAttribute('aria-describedby') ?? '');
  expect(description?.textContent).toBe('Lütfen geçerli bir e-posta adresi girin.');
});

test('without errors the field error renders nothing', () => {
  expect(renderToString(<FieldError id="bos" errors={[]} />)).toBe('');
});
