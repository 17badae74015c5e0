import { FieldError } from '#app/components/forms/field-error.tsx';
import { Accordion, AccordionItem } from '#app/components/ui/accordion.tsx';
import { Badge } from '#app/components/ui/badge.tsx';
import { Button } from '#app/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#app/components/ui/card.tsx';
import { Collapsible } from '#app/components/ui/collapsible.tsx';
import { Input, Textarea } from '#app/components/ui/input.tsx';
import { Label } from '#app/components/ui/label.tsx';
import { requireTestRoutes } from '#app/server/e2e-routes.server.ts';

import type { Route } from './+types/e2e-ui';

/** Every UI kit primitive in every variant, for the browser tests (axe, keyboard, behaviour). */
export function loader() {
  requireTestRoutes();
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: 'Arayüz bileşenleri' },
  { name: 'robots', content: 'noindex' },
];

const variants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'success',
  'premium',
] as const;
const sizes = ['default', 'sm', 'lg', 'xl'] as const;

export default function E2eUiPage() {
  return (
    <main className="mx-auto grid max-w-4xl gap-10 p-8">
      <h1 className="text-3xl font-bold">Arayüz bileşenleri</h1>
      <section aria-labelledby="buttons" className="grid gap-3">
        <h2 id="buttons" className="text-xl font-semibold">
          Düğmeler
        </h2>
        <div className="flex flex-wrap gap-2">
          {variants.map((variant) => (
            <Button key={variant} variant={variant} data-variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {sizes.map((size) => (
            <Button key={size} size={size} data-size={size}>
              {size}
            </Button>
          ))}
          <Button size="icon" data-size="icon" aria-label="Simge düğmesi">
            ★
          </Button>
        </div>
      </section>
      <section aria-labelledby="cards" className="grid gap-3">
        <h2 id="cards" className="text-xl font-semibold">
          Kart ve rozet
        </h2>
        <Card>
          <CardHeader>
            <Badge>En popüler</Badge>
            <CardTitle className="text-lg">Kart başlığı</CardTitle>
            <CardDescription>Kart açıklaması</CardDescription>
          </CardHeader>
          <CardContent>İçerik</CardContent>
          <CardFooter>
            <Badge variant="secondary">İkincil</Badge>
            <Badge variant="accent">Vurgu</Badge>
            <Badge variant="outline">Çerçeve</Badge>
          </CardFooter>
        </Card>
      </section>
      <section aria-labelledby="fields" className="grid gap-3">
        <h2 id="fields" className="text-xl font-semibold">
          Alanlar
        </h2>
        <div className="grid gap-1">
          <Label htmlFor="ornek-eposta">E-posta</Label>
          <Input
            id="ornek-eposta"
            type="email"
            aria-invalid
            aria-describedby="ornek-eposta-hata"
            defaultValue="gecersiz"
          />
          <FieldError
            id="ornek-eposta-hata"
            errors={['Lütfen geçerli bir e-posta adresi girin.']}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="ornek-yorum">Yorum</Label>
          <Textarea id="ornek-yorum" rows={4} />
        </div>
      </section>
      <section aria-labelledby="disclosure" className="grid gap-3">
        <h2 id="disclosure" className="text-xl font-semibold">
          Akordeon
        </h2>
        <Accordion>
          <AccordionItem title="Birinci soru">Birinci yanıt</AccordionItem>
          <AccordionItem title="İkinci soru">İkinci yanıt</AccordionItem>
          <AccordionItem title="Üçüncü soru">Üçüncü yanıt</AccordionItem>
        </Accordion>
        <Collapsible summary="Neler kazanırsınız?">
          <ul>
            <li>Netlik</li>
          </ul>
        </Collapsible>
      </section>
    </main>
  );
}
