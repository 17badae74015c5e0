const steps = [
  {
    title: 'Videonuzu seçin',
    text: 'İstediğiniz telkin videosunun kartındaki “Satın Al” düğmesine tıklayın.',
  },
  {
    title: 'Güvenle ödeyin',
    text: 'Güvenli ödeme için pazaryerindeki ürün sayfasına yönlendirilirsiniz; ödemenizi orada tamamlarsınız.',
  },
  {
    title: 'Erişiminizi alın',
    text: 'Videoya erişim bilgileriniz, pazaryerinin belirttiği şekilde e-posta adresinize gönderilir.',
  },
];

/** The three-step "how do I buy" box of /dukkan (docs/product.md#public-pages). */
export function HowToBuy() {
  return (
    <section aria-labelledby="nasil-satin-alirim" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="rounded-2xl border bg-secondary p-8 text-secondary-foreground">
        <h2 id="nasil-satin-alirim" className="text-2xl font-bold">
          Nasıl satın alırım?
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
