import type { Diploma } from '#app/data/content-schema.ts';

export function Diplomas({ diplomas }: { diplomas: Diploma[] }) {
  return (
    <section aria-labelledby="sertifikalar" className="bg-muted/50 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="sertifikalar" className="text-3xl font-bold tracking-tight">
            Diplomalar ve Sertifikalar
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted-foreground">
            Koçluk yolculuğumu şekillendiren ve mesleki yeterliliğimi belgeleyen eğitimler.
          </p>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {diplomas.map(({ id, image, title, description }) => (
            <li key={id} className="overflow-hidden rounded-xl border bg-card shadow-sm">
              <img
                src={image.src}
                alt={image.alt}
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                className="h-auto w-full border-b bg-muted"
              />
              <div className="p-6">
                <h3 className="text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
