const steps = [
  {
    title: 'Videonu seç',
    text: 'İstediğin telkin videosunun kartındaki “Satın Al” düğmesine tıkla.',
  },
  {
    title: 'Güvenle öde',
    text: 'Güvenli ödeme için pazar yerindeki ürün sayfasına yönlendirilirsin; ödemeni orada tamamlarsın.',
  },
  {
    title: 'Erişimini al',
    text: 'Videoya erişim bilgilerin, pazar yerinin belirttiği şekilde e-posta adresine gönderilir.',
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
        <p className="mt-6 text-sm">
          Fiyatlara KDV dâhildir. Cayma hakkı: dijital içerik sana teslim edilmeden önce 14 gün
          içinde gerekçe göstermeden vazgeçebilirsin. Erişim bilgileri onayınla sana
          gönderildiğinde, yani dijital içerik teslim edildiğinde, Mesafeli Sözleşmeler Yönetmeliği
          (m. 15/1-ğ) gereği cayma hakkı kalmaz.
        </p>
      </div>
    </section>
  );
}
