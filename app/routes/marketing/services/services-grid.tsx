import { ServiceCard, type ServiceCardData } from '#app/routes/marketing/services/service-card.tsx';

/** Only the first card can be in a phone's first screen; the others load lazily. */
const EAGER_IMAGES = 1;

export function ServicesGrid({ services }: { services: ServiceCardData[] }) {
  return (
    <section aria-labelledby="kocluk-alanlari-baslik" className="mx-auto max-w-6xl px-4 py-16">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="kocluk-alanlari-baslik" className="text-3xl font-bold tracking-tight">
          Koçluk Alanlarım
        </h2>
        <p className="mt-3 text-lg text-muted-foreground">
          Her alanda aynı temel ilke geçerli: hedefini sen belirlersin, ben de doğru sorular ve
          uygulanabilir araçlarla o hedefe giden yolu netleştirmene eşlik ederim.
        </p>
      </div>
      <div className="mt-10 grid gap-8 md:grid-cols-2">
        {services.map((service, index) => (
          <ServiceCard key={service.id} service={service} eager={index < EAGER_IMAGES} />
        ))}
      </div>
    </section>
  );
}
