import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { isTurkey, type ServiceLocation, type SiteIdentity } from '#app/data/identity.ts';
import { CONTACT_PATH } from '#app/data/page-paths.ts';
import { privacyFacts } from '#app/data/privacy.ts';
import { mailtoHref, telHref } from '#app/lib/contact-links.ts';
import { formatDateTr } from '#app/lib/format.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    // The article style spaces its own children; a section's children need the same.
    <section aria-labelledby={id} className="[&>*+*]:mt-[1.1em]">
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A provider named with the country of its servers. */
function located({ provider, country }: ServiceLocation) {
  return `${provider} (sunucuları: ${country})`;
}

/** Whether a provider's servers make a transfer abroad (KVKK art. 9), and on which ground. */
function TransferItem({ title, service }: { title: string; service: ServiceLocation | null }) {
  const ground =
    'o ülke için bir yeterlilik kararı varsa ona (m. 9/1), yoksa sağlayıcıyla imzalanan ve imzadan sonra beş iş günü içinde Kurul’a bildirilen standart sözleşmeye (m. 9/4) dayanır.';
  if (!service) {
    return (
      <li>
        <strong>{title}:</strong> sağlayıcıyı ben seçerim. Sunucuları yurt dışındaysa aktarım,{' '}
        {ground} Sağlayıcının adını ve sunucularının bulunduğu ülkeyi başvurunda sana bildiririm.
      </li>
    );
  }
  if (isTurkey(service.country)) {
    return (
      <li>
        <strong>{title}:</strong> {located(service)}; veriler yurt dışına aktarılmaz.
      </li>
    );
  }
  return (
    <li>
      <strong>{title}:</strong> {located(service)}. Bu bir yurt dışına aktarımdır ve {ground}
    </li>
  );
}

/** The aydınlatma metni (KVKK art. 10), true to what the code collects (docs/product.md#public-pages). */
export function PrivacyNotice({
  identity,
  publicUrl,
}: {
  identity: SiteIdentity;
  publicUrl: string;
}) {
  const email = (
    <a href={mailtoHref(identity.email)} className="break-all">
      {identity.email}
    </a>
  );
  return (
    <div className="prose-article mx-auto max-w-3xl px-4 py-12 break-words">
      <p className="text-sm text-muted-foreground">
        Son güncelleme:{' '}
        <time dateTime={privacyFacts.updated}>{formatDateTr(privacyFacts.updated)}</time>
      </p>
      <p>
        Bu aydınlatma metninde, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) 10. maddesi
        uyarınca, {identity.siteName} web sitesinde (<span className="break-all">{publicUrl}</span>)
        kişisel verilerini hangi yöntemle ve hangi amaçla topladığımı, hangi hukuki sebeple ve ne
        kadar süre işlediğimi, kimlere aktardığımı ve haklarını açıklıyorum.
      </p>

      <Section id="veri-sorumlusu" title="1. Veri sorumlusu">
        <ul>
          <li>
            Veri sorumlusu: <strong>{identity.coachName}</strong> ({identity.coachTitle})
          </li>
          <li>Posta adresi: {identity.postalAddress}</li>
          <li>E-posta: {email}</li>
          <li>
            Telefon: <a href={telHref(identity.phone)}>{identity.phone}</a>
          </li>
        </ul>
      </Section>

      <Section id="toplanan-veriler" title="2. Hangi verileri, nasıl topluyorum?">
        <p>
          Ziyaretçiler için sitede üyelik yoktur. Kişisel verilerin yalnızca aşağıdaki formları
          kendin gönderdiğinde, bu formlar aracılığıyla elektronik ortamda toplanır. Sunucu
          kayıtları ve güvenlik sınırları ise siteyi kullanırken otomatik yollarla oluşur.
        </p>
        <h3>Bülten formu</h3>
        <p>
          E-posta adresin ve onay kaydın: kayıt tarihi, formun bulunduğu sayfa (ör.{' '}
          <code>/hakkimda</code>), formun yanında gösterilen onay metninin sürümü, onay tarihi ve
          ayrıldıysan ayrılma tarihi. Onay bağlantısını açtığın cihaz, tarayıcı ya da IP adresi bu
          kayda yazılmaz.
        </p>
        <p>
          Kaydolduğunda sana tek kullanımlık bir onay bağlantısı gönderilir (
          {privacyFacts.confirmLinkDays} gün geçerlidir). Bağlantıyı doğrulamak için yalnızca geri
          çevrilemeyen bir özeti tutulur; bağlantının kendisi yalnızca sana gönderilen e-postanın
          kaydında, o kayıt silinene kadar bulunur (aşağıda, saklama süreleri). Bülten yalnızca
          bağlantıyı açıp onayladıktan sonra gelir; onayladığında sana abonelikten ayrılma
          bağlantısını içeren bir hoş geldin e-postası, bana da yeni abone bildirimi gönderilir.
        </p>
        <p>
          Sana bir bülten gönderildiğinde hangi bültenin, ne zaman adresine gönderildiği ve e-posta
          sunucun onu kalıcı olarak reddettiyse bu ret kaydedilir. Adresin üç kez kalıcı olarak
          reddedilirse sana bülten gönderilmez. Bültenlerde okunup okunmadığını bildiren görünmez
          görseller ya da tıklamaları sayan yönlendirmeli bağlantılar yoktur: e-postayı açıp
          açmadığın ve hangi bağlantıya tıkladığın kaydedilmez.
        </p>
        <h3>Dönüşüm hikâyesi formu</h3>
        <p>
          Adın soyadın, e-posta adresin, hikâyen, isteğe bağlı olarak fotoğrafın ve gönderim tarihi.
          Hikâyen, ben inceleyip onaylamadan yayımlanmaz. Onaylarsam adın, hikâyen ve fotoğrafın
          sitede herkese açık olarak görünür; e-posta adresin hiçbir zaman yayımlanmaz. Bunun için
          formdaki yayın izni kutusu işaretli olmalıdır; kutunun işaretlendiği zaman ve yanındaki
          metin hikâyenle birlikte saklanır.
        </p>
        <p>
          Fotoğrafın sunucuda yeniden kodlanır (WebP biçiminde, en fazla 1600 piksel): konum (GPS),
          cihaz ve çekim bilgileri gibi dosyaya gömülü üst veriler (EXIF) silinir, dosyanın asıl adı
          saklanmaz. Fotoğraf rastgele bir adla, hikâyeyle birlikte veri tabanında tutulur.
        </p>
        <p>
          Lütfen hikâyende sağlık bilgisi gibi özel nitelikli kişisel verilere ya da başkalarına ait
          kişisel verilere gerekmedikçe yer verme.
        </p>
        <h3>Yorum formu</h3>
        <p>
          Blog yazılarına yaptığın yorumlarda adın, yorumun, yorumu yaptığın yazı ve tarih
          kaydedilir. Yorum formunda e-posta adresi istenmez ve saklanmaz. Yorum, ben onayladıktan
          sonra adınla birlikte yazının altında herkese açık olarak görünür. Bunun için formdaki
          yayın izni kutusu işaretli olmalıdır; kutunun işaretlendiği zaman ve yanındaki metin
          yorumunla birlikte saklanır.
        </p>
        <h3>Keşif görüşmesi randevusu</h3>
        <p>
          Randevu sayfasında adın soyadın, e-posta adresin, isteğe bağlı olarak telefon numaran ve
          kısa notun, seçtiğin gün, saat ve görüşme biçimi (online ya da yüz yüze), randevunun
          alındığı tarih ve tarayıcının bildirdiği saat dilimi (ör. Europe/Berlin; yalnızca görüşme
          saatini sana ve bana senin saatinle de yazmak için) kaydedilir. Saat önce{' '}
          {privacyFacts.bookingHoldMinutes} dakika senin için tutulur ve yazdığın adrese yalnızca
          onay bağlantısını içeren bir e-posta gönderilir; bu sürede onaylamazsan kayıt e-postasıyla
          birlikte silinir ve bana hiçbir şey iletilmez. Onayladığında sana takvim dosyası ekli bir
          onay e-postası ve görüşmeden önce hatırlatma e-postaları, bana da randevu bildirimi
          gönderilir. E-postadaki onay, iptal ve saat değiştirme bağlantısını doğrulamak için
          yalnızca geri çevrilemeyen bir özeti tutulur; bağlantının kendisi yalnızca sana gönderilen
          e-postaların kayıtlarında, o kayıtlar silinene kadar bulunur (hatırlatma e-postaları
          gönderilene kadar bekler).
        </p>
        <h3>E-posta ya da WhatsApp ile yazdığında</h3>
        <p>
          Bana e-postayla ya da WhatsApp ile yazarsan adın, e-posta adresin ya da telefon numaran ve
          mesajın, sana yanıt vermek ve görüşme planlamak için o kanalda işlenir. WhatsApp’ı
          kullanıp kullanmamak senin tercihindir; istersen e-posta ya da telefonla da ulaşabilirsin.
        </p>
        <h3>Yönetim paneli hesapları</h3>
        <p>
          Yalnızca benim ve davet ettiğim asistanlarım için: hesabın e-posta adresi ve rolü,
          şifrenin geri çevrilemeyen özeti, açıldıysa iki adımlı doğrulama ve geçiş anahtarı
          (passkey) bilgileri, oturumlar (başladığı zaman, son kullanım, tarayıcı ve IP adresi) ve
          işlem kayıtları. İşlem kayıtları kimin ne zaman ne yaptığını (girişler, reddedilen
          girişler, dışa aktarmalar, gönderimler, onaylar, silmeler, hesap değişiklikleri) ve
          girişlerde kullanılan IP adresini içerir; şifre, kod ya da ziyaretçi mesajı içermez.
          Yönetim girişini deneyen herkesin reddedilen denemesi de, denenen e-posta adresi ve IP
          adresiyle birlikte bu kayıtlara yazılır.
        </p>
        <h3>Siteyi gezerken (otomatik olarak)</h3>
        <ul>
          <li>
            <strong>IP adresi:</strong> formların ve yönetim girişinin kötüye kullanılmasını önlemek
            için kısa süreli sınırlarda kullanılır. Bu sınırlar için veri tabanına okunabilir
            hâliyle değil, yalnızca sitenin gizli anahtarıyla alınmış bir özeti (geri çevrilemeyen
            bir karma) olarak yazılır ve süresi dolunca silinir; sunucu kayıtlarına yazılmaz.
            Okunabilir hâliyle yalnızca yönetim paneline giriş denemelerinde, yukarıdaki işlem
            kayıtlarında ve oturumlarda tutulur. Açık tuttuğun bağlantıların sayısı için yalnızca
            bağlantı sürerken sunucunun belleğinde kullanılır.
          </li>
          <li>
            <strong>Gönderim anahtarı:</strong> bağlantın koptuğunda yeniden gönderilen bir formun
            iki kez kaydedilmemesi için, başarılı bir gönderimin tek kullanımlık anahtarı ve
            yazdıklarının aynı biçimde alınmış özeti {privacyFacts.submissionKeyHours} saat
            saklanır; yazdıklarının kendisi bu kayıtta yer almaz.
          </li>
          <li>
            <strong>Sunucu kayıtları (log):</strong> sitenin çalışmasını izlemek ve hataları
            gidermek için her isteğin zamanı, istenen sayfanın adresi, yanıt kodu ve süresi
            kaydedilir. Bu kayıtlarda IP adresin, formlara yazdıkların ve e-postalardaki kişisel
            bağlantıların anahtarları yer almaz. Sunucu kayıtları en çok{' '}
            {privacyFacts.serverLogDays} gün saklanır, sonra otomatik olarak silinir.
          </li>
          <li>
            <strong>Analiz ve reklam yok:</strong> sitede ziyaretçi istatistiği, reklam ya da takip
            amaçlı çerez, piksel veya üçüncü taraf betiği kullanılmaz; sayfalar açılırken başka bir
            siteye istek yapılmaz.
          </li>
        </ul>
      </Section>

      <Section id="cerezler" title="3. Çerezler ve tarayıcı depolaması">
        <p>Yalnızca sitenin çalışması için gerekli olanlar kullanılır:</p>
        <ul>
          <li>
            <strong>
              <code>theme</code>
            </strong>{' '}
            (tarayıcının yerel depolaması): açık ya da koyu tema tercihin. Yalnızca tarayıcında
            kalır, sunucuya gönderilmez.
          </li>
          <li>
            <strong>
              <code>tepki:…</code>
            </strong>{' '}
            (tarayıcının yerel depolaması): bir yazıya “faydalı oldu mu?” sorusuna verdiğin yanıt.
            Yalnızca tarayıcında kalır, sunucuya gönderilmez.
          </li>
          <li>
            <strong>
              <code>flash_toast</code>
            </strong>{' '}
            (çerez): bir formu JavaScript kapalıyken gönderdiğinde sonucun bir sonraki sayfada
            gösterilmesi için. İmzalıdır, sayfa betiklerince okunamaz ve mesaj gösterilince silinir.
          </li>
          <li>
            <strong>
              <code>yonetim_oturum</code>
            </strong>{' '}
            (çerez): yönetim panelinin oturum çerezi; yalnızca panele giriş yapan bana ve
            asistanlarıma konur, ziyaretçilere konmaz.
          </li>
          <li>
            <strong>
              <code>yonetim_cihaz</code>
            </strong>{' '}
            (çerez): panele giriş yapılmış bir tarayıcıyı tanımak için; başkalarının hatalı giriş
            denemeleri bu tarayıcıdan girişi yavaşlatmasın diye. Yalnızca panele giriş yapan
            tarayıcılara konur, e-posta adresi içermez ve son girişten{' '}
            {privacyFacts.deviceCookieDays} gün sonra geçerliliğini yitirir.
          </li>
          <li>
            <strong>
              <code>yazi_emanet</code>
            </strong>{' '}
            (çerez): panelde yazı ya da bülten yazarken oturum sona ererse, yazılanın yeniden
            girişten sonra kaybolmaması için kısa süreli bir emanet anahtarı. Yalnızca panelde
            kullanılır.
          </li>
        </ul>
        <p>
          Videolar, oynatma düğmesine basana kadar yüklenmez. Bastığında video YouTube’un gelişmiş
          gizlilik modundaki adresinden (youtube-nocookie.com) yüklenir ve YouTube (Google) bu andan
          itibaren IP adresin gibi verileri kendi gizlilik politikasına göre işler. WhatsApp, sosyal
          medya, kitap sitesi ve pazar yeri bağlantılarına tıkladığında da o hizmetlerin kendi
          kuralları geçerlidir.
        </p>
      </Section>

      <Section id="amaclar" title="4. İşleme amaçları ve hukuki sebepler">
        <ul>
          <li>
            <strong>Bülten:</strong> sana bülten ve duyuru göndermek. Hukuki sebep: açık rızan (KVKK
            m. 5/1) ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun’un (m. 6) ticari
            elektronik ileti için aradığı önceden alınmış onay. Rızanı formu gönderip e-postana
            gelen bağlantıyla onaylayarak verirsin ve her e-postadaki ayrılma bağlantısıyla
            dilediğin an, gerekçe göstermeden ve ücretsiz geri alabilirsin.
          </li>
          <li>
            <strong>Onay kaydı:</strong> bültene ne zaman, hangi sayfadan ve hangi metinle onay
            verdiğini ve ne zaman ayrıldığını gösterebilmek; onay ve ret kayıtları, benim yüklediğim
            bir dosyayla İleti Yönetim Sistemi’ne (İYS) bildirilir. Hukuki sebep: kanunlarda açıkça
            öngörülmesi ve hukuki yükümlülük (KVKK m. 5/2-a ve 5/2-ç; 6563 sayılı Kanun ve Ticari
            İletişim ve Ticari Elektronik İletiler Hakkında Yönetmelik).
          </li>
          <li>
            <strong>Dönüşüm hikâyeleri ve yorumlar:</strong> gönderini incelemek, onaylarsam
            yayımlamak ve gerektiğinde hikâyen hakkında sana e-postayla ulaşmak. Hukuki sebep: açık
            rızan (KVKK m. 5/1; hikâyende özel nitelikli veri paylaşırsan m. 6). Rızanı geri
            aldığında gönderin yayından kaldırılır ve silinir.
          </li>
          <li>
            <strong>Keşif görüşmesi:</strong> randevunu ayırmak, sana onay ve hatırlatma
            e-postalarını göndermek, görüşmeyi yapmak ve iptal ya da saat değişikliğini işlemek.
            Hukuki sebep: bir sözleşmenin kurulmasıyla doğrudan ilgili olması (KVKK m. 5/2-c).
          </li>
          <li>
            <strong>E-posta ve WhatsApp yazışmaları:</strong> sorularını yanıtlamak ve görüşme
            planlamak. Hukuki sebep: bir sözleşmenin kurulmasıyla doğrudan ilgili olması (KVKK m.
            5/2-c) ve veri sorumlusunun meşru menfaati (m. 5/2-f).
          </li>
          <li>
            <strong>Bana bildirim:</strong> yeni bir abonelik, randevu, hikâye ya da yorum
            geldiğinde bunu inceleyebilmem için e-postayla haberdar edilmem. Hukuki sebep: veri
            sorumlusunun meşru menfaati (KVKK m. 5/2-f).
          </li>
          <li>
            <strong>Yönetim paneli hesapları ve işlem kayıtları:</strong> paneli yalnızca yetkili
            kişilerin kullanmasını sağlamak, kimin ne yaptığını gösterebilmek ve kötüye kullanımı
            fark etmek. Hukuki sebep: veri sorumlusunun meşru menfaati ve veri güvenliği yükümlülüğü
            (KVKK m. 5/2-f, 5/2-ç ve m. 12).
          </li>
          <li>
            <strong>Güvenlik ve işletim:</strong> gönderim sınırı, sunucu kayıtları ve zorunlu
            çerezler. Hukuki sebep: veri sorumlusunun meşru menfaati (KVKK m. 5/2-f).
          </li>
        </ul>
      </Section>

      <Section id="saklama" title="5. Saklama süreleri">
        <p>
          Aşağıdaki süreler dolduğunda veriler site tarafından her saat yapılan bir kontrolle
          silinir.
        </p>
        <ul>
          <li>
            Bülten: aboneliğin sürdükçe. Onaylanmayan kayıtlar (e-posta adresi ve onay kaydı){' '}
            {privacyFacts.unconfirmedSignUpDays} gün sonra otomatik olarak silinir.
          </li>
          <li>
            Bültenden ayrıldığında sana bir daha bülten gönderilmez; onayının ve ayrılmanın kaydı
            (e-posta adresin ve tarihler) yasal yükümlülük gereği ayrılmandan sonra{' '}
            {privacyFacts.withdrawnConsentYears} yıl saklanır, sonra otomatik olarak silinir.
          </li>
          <li>
            Onaylanan hikâyeler, fotoğraflar ve yorumlar: yayında kaldıkları sürece ya da
            silinmelerini isteyene kadar. Onaylanmayan hikâyeler (fotoğraflarıyla birlikte) ve
            yorumlar gönderildikten, yayından kaldırılanlar kaldırıldıktan{' '}
            {privacyFacts.unapprovedSubmissionDays} gün sonra otomatik olarak silinir.
          </li>
          <li>
            Keşif görüşmesi randevuları (iptal edilenler de): görüşme zamanından{' '}
            {privacyFacts.pastBookingMonths} ay sonra otomatik olarak silinir;{' '}
            {privacyFacts.bookingHoldMinutes} dakika içinde onaylanmayan randevular, süre dolduktan
            sonra en geç bir saat içinde.
          </li>
          <li>
            Yönetim panelinin işlem kayıtları (benim ve asistanlarımın girişleri, reddedilen giriş
            denemeleri, bunlarda kullanılan IP adresi, yapılan işlemler; ziyaretçi mesajı, şifre ya
            da kod içermez): {privacyFacts.auditLogMonths} ay sonra otomatik olarak silinir. Yönetim
            hesapları, silinene kadar saklanır.
          </li>
          <li>
            Yönetim paneli oturumları (tarayıcı ve IP adresi): oturum{' '}
            {privacyFacts.sessionIdleHours} saat kullanılmadığında, en geç{' '}
            {privacyFacts.sessionMaxDays} gün sonra sona erer ve sona erişinden{' '}
            {privacyFacts.endedSessionKeptHours} saat sonra silinir.
          </li>
          <li>
            Gönderilen e-postaların kayıtları (alıcı, konu ve metin):{' '}
            {privacyFacts.mailRetentionDays} gün sonra otomatik olarak silinir. Bir bültenin kime
            gönderildiği de gönderimin bitmesinden {privacyFacts.mailRetentionDays} gün sonra
            silinir; yalnızca kaç kişiye gönderildiğinin sayısı kalır.
          </li>
          <li>
            IP adresinin özeti: form sınırlarında {privacyFacts.formRateLimitMinutes} dakika;
            randevu sınırlarında (IP adresinin bulunduğu adres aralığının özeti) 24 saat; başarısız
            bir yönetim girişinde son denemeden 24 saat sonra silinir.
          </li>
          <li>Gönderim anahtarı ve özeti: {privacyFacts.submissionKeyHours} saat.</li>
          <li>
            Sunucu kayıtları (log): en çok {privacyFacts.serverLogDays} gün; bunları sunucunun
            sistem günlüğü siler.
          </li>
          <li>
            Silinen veriler, daha önce alınmış veri tabanı yedeklerinde yedeğin saklama süresi
            dolana kadar kalabilir; yedekler yalnızca veri kaybını gidermek için kullanılır.
          </li>
        </ul>
      </Section>

      <Section id="aktarim" title="6. Kimlere aktarılır?">
        <ul>
          <li>
            <strong>İleti Yönetim Sistemi (İYS):</strong> bülten onayın ya da ayrılman (e-posta
            adresin, onay durumu, kaynak ve tarihler) kanunun gerektirdiği gibi İYS’ye kaydedilir:
            site bunları bir dosya olarak hazırlar, ben de bu dosyayı en geç üç iş günü içinde
            İYS’ye yüklerim.
          </li>
          <li>
            <strong>E-posta gönderimi:</strong> bülten, randevu ve bildirim e-postaları, site
            seçtiğim e-posta gönderim hizmeti (SMTP sağlayıcısı) üzerinden iletilir
            {identity.mailService ? <>: {located(identity.mailService)}</> : null}. Sağlayıcı alıcı
            adresini ve e-postanın içeriğini yalnızca iletmek için işler.
          </li>
          <li>
            <strong>WhatsApp:</strong> WhatsApp düğmesini kullanıp bana yazarsan telefon numaran ve
            mesajın WhatsApp (Meta) üzerinden iletilir; sana aynı kanaldan yanıt veririm.
          </li>
          <li>
            <strong>Barındırma:</strong> veriler sitenin çalıştığı sunucuda ve veri tabanında
            saklanır{identity.hosting ? <>: {located(identity.hosting)}</> : null}.
          </li>
          <li>
            <strong>Kamu kurumları:</strong> yalnızca kanunen yetkili kurumların talebi üzerine ve
            mevzuatın gerektirdiği ölçüde.
          </li>
          <li>
            Onaylanan hikâye ve yorumlar sitede herkese açık yayımlanır. Bunların dışında verilerini
            kimseyle paylaşmam, satmam ve pazarlama için kullanmam.
          </li>
        </ul>
        <h3>Yurt dışına aktarım (KVKK m. 9)</h3>
        <p>
          2024’te değişen KVKK 9. maddesine göre yurt dışına aktarım, öncelikle aktarılan ülke için
          Kurul’un verdiği bir yeterlilik kararına, bu yoksa standart sözleşme gibi uygun
          güvencelerden birine dayanır; bunlar da yoksa ancak kanunda sayılan arızi (düzenli
          olmayan) durumlarda yapılabilir. Açık rıza artık genel kural değil, bu arızi durumlardan
          biridir.
        </p>
        <ul>
          <TransferItem title="Barındırma" service={identity.hosting} />
          <TransferItem title="E-posta sağlayıcısı" service={identity.mailService} />
          <li>
            <strong>WhatsApp:</strong> WhatsApp’ın sunucuları yurt dışındadır. Bu yolla yazışmayı
            sen seçtiğinde aktarım, seninle kurulacak sözleşmeyle ilgili ve senin talebinle yapılan
            arızi bir aktarım olarak m. 9/6-b’ye dayanır. Yurt dışına aktarım istemiyorsan e-posta
            ya da telefonla ulaşabilirsin.
          </li>
        </ul>
      </Section>

      <Section id="haklar" title="7. KVKK 11. madde kapsamındaki hakların">
        <p>Bana başvurarak:</p>
        <ol>
          <li>kişisel verilerinin işlenip işlenmediğini öğrenme,</li>
          <li>işlenmişse buna ilişkin bilgi talep etme,</li>
          <li>işlenme amacını ve amacına uygun kullanılıp kullanılmadığını öğrenme,</li>
          <li>yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,</li>
          <li>eksik veya yanlış işlenmişse düzeltilmesini isteme,</li>
          <li>KVKK 7. maddedeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,</li>
          <li>
            düzeltme, silme veya yok etme işlemlerinin verilerin aktarıldığı üçüncü kişilere
            bildirilmesini isteme,
          </li>
          <li>
            münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhine bir sonuç ortaya
            çıkmasına itiraz etme (sitede böyle bir analiz yapılmaz),
          </li>
          <li>
            kanuna aykırı işlenmesi sebebiyle zarara uğraman hâlinde zararın giderilmesini talep
            etme
          </li>
        </ol>
        <p>haklarına sahipsin.</p>
      </Section>

      <Section id="basvuru" title="8. Başvuru ve verilerinin silinmesi">
        <p>
          Haklarını kullanmak için {email} adresine, tercihen formda kullandığın e-posta adresinden
          yaz ya da {identity.postalAddress} adresine yazılı olarak başvur. Başvurunda adını
          soyadını, formda kullandığın e-posta adresini ve talebini belirt. Başvurunu, KVKK 13.
          madde uyarınca en geç 30 gün içinde ücretsiz olarak yanıtlarım. Yanıtı yetersiz bulursan
          ya da süresinde yanıt alamazsan Kişisel Verileri Koruma Kurulu’na şikâyette bulunabilirsin
          (KVKK m. 14).
        </p>
        <ul>
          <li>
            <strong>Bültenden ayrılma:</strong> sana gönderilen e-postadaki ayrılma bağlantısını
            açıp düğmeye basman yeterlidir. Sana bir daha bülten gönderilmez ve gönderilmek üzere
            bekleyen e-postalar silinir; ayrılmanın kaydı yukarıdaki süre boyunca saklanır.
          </li>
          <li>
            <strong>Tüm verilerin silinmesi:</strong> silme talebin üzerine yönetim panelinden
            e-posta adresine bağlı abonelik kaydını ve bütün onay kayıtlarını, randevularını,
            hikâyelerini ve fotoğraflarını, sana ya da bu kayıtlara ilişkin e-posta kayıtlarını tek
            işlemle ve geri dönüşsüz olarak silerim.
          </li>
          <li>
            <strong>Yorumlar:</strong> yorumlarda e-posta adresi saklanmadığından yorumların e-posta
            adresiyle bulunamaz. Silinmesini istediğin yorumlar için yorumlarda kullandığın adı ve
            mümkünse yorumun yapıldığı yazıyı başvurunda belirt.
          </li>
        </ul>
        <p>
          Bu metin, sitenin veri işleme biçimi değiştiğinde güncellenir; güncel hâli her zaman bu
          sayfadadır. Diğer soruların için <Link to={CONTACT_PATH}>İletişim</Link> sayfasını
          kullanabilirsin.
        </p>
      </Section>
    </div>
  );
}
