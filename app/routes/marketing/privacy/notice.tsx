import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { SiteIdentity } from '#app/data/identity.ts';
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

/**
 * The aydınlatma metni (KVKK art. 10) of this site. Every statement follows what the code does:
 * the forms' fields (app/schemas/), the newsletter's double opt-in and consent record, the photo
 * processing, the keyed-hash rate counters, the submission keys, the request log, the cookies,
 * the retention periods (privacyFacts) and the erase page of /yonetim. Change the text, and privacyFacts.updated, whenever one changes.
 */
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
        Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu (“KVKK”) 10. maddesi
        uyarınca, {identity.siteName} web sitesinde (<span className="break-all">{publicUrl}</span>)
        kişisel verilerinizin kim tarafından, hangi amaçla, hangi hukuki sebeple ve ne kadar süre
        işlendiğini ve haklarınızı açıklar.
      </p>

      <Section id="veri-sorumlusu" title="1. Veri sorumlusu">
        <ul>
          <li>
            Veri sorumlusu: <strong>{identity.coachName}</strong> ({identity.coachTitle})
          </li>
          <li>
            Adres: {identity.district}, {identity.city} (açık adres randevuyla paylaşılır)
          </li>
          <li>E-posta: {email}</li>
          <li>
            Telefon: <a href={telHref(identity.phone)}>{identity.phone}</a>
          </li>
        </ul>
      </Section>

      <Section id="toplanan-veriler" title="2. Hangi verileri topluyoruz?">
        <p>
          Sitede üyelik yoktur; kişisel veriler yalnızca aşağıdaki formları kendiniz gönderdiğinizde
          kaydedilir.
        </p>
        <h3>Bülten formu</h3>
        <p>
          E-posta adresiniz ve onay kaydınız: kayıt tarihi, formun bulunduğu sayfa (ör.{' '}
          <code>/hakkimda</code>), formun yanında gösterilen onay metninin sürümü, onay tarihi ve
          ayrıldıysanız ayrılma tarihi. Onay bağlantısını açtığınız cihaz, tarayıcı ya da IP adresi
          bu kayda yazılmaz.
        </p>
        <p>
          Kaydolduğunuzda size tek kullanımlık bir onay bağlantısı gönderilir (
          {privacyFacts.confirmLinkDays} gün geçerlidir; bağlantının kendisi saklanmaz, yalnızca
          geri çevrilemeyen bir özeti tutulur). Bülten yalnızca bağlantıyı açıp onayladıktan sonra
          gelir; onayladığınızda size abonelikten ayrılma bağlantısını içeren bir hoş geldiniz
          e-postası, koça da yeni abone bildirimi gönderilir.
        </p>
        <p>
          Size bir bülten gönderildiğinde hangi bültenin, ne zaman adresinize gönderildiği ve
          e-posta sunucunuz onu kalıcı olarak reddettiyse bu ret kaydedilir. Adresiniz üç kez kalıcı
          olarak reddedilirse size bülten gönderilmez. Bültenlerde okunup okunmadığını bildiren
          görünmez görseller ya da tıklamaları sayan yönlendirmeli bağlantılar yoktur: e-postayı
          açıp açmadığınız ve hangi bağlantıya tıkladığınız kaydedilmez.
        </p>
        <h3>Dönüşüm hikâyesi formu</h3>
        <p>
          Adınız soyadınız, e-posta adresiniz, hikâyeniz, isteğe bağlı olarak fotoğrafınız ve
          gönderim tarihi. Hikâye, koç inceleyip onaylamadan yayınlanmaz. Onaylanırsa adınız,
          hikâyeniz ve fotoğrafınız sitede herkese açık olarak görünür; e-posta adresiniz hiçbir
          zaman yayınlanmaz.
        </p>
        <p>
          Fotoğrafınız sunucuda yeniden kodlanır (WebP biçiminde, en fazla 1600 piksel): konum
          (GPS), cihaz ve çekim bilgileri gibi dosyaya gömülü üst veriler (EXIF) silinir, dosyanın
          asıl adı saklanmaz. Fotoğraf rastgele bir adla, hikâyeyle birlikte veritabanında tutulur.
        </p>
        <p>
          Lütfen hikâyenizde sağlık bilgisi gibi özel nitelikli kişisel verilere ya da başkalarına
          ait kişisel verilere gerekmedikçe yer vermeyin.
        </p>
        <h3>Yorum formu</h3>
        <p>
          Blog yazılarına yaptığınız yorumlarda adınız, yorumunuz, yorumu yaptığınız yazı ve tarih
          kaydedilir. Yorum formunda e-posta adresi istenmez ve saklanmaz. Yorum, koç onayladıktan
          sonra adınızla birlikte yazının altında herkese açık olarak görünür.
        </p>
        <h3>Keşif görüşmesi randevusu</h3>
        <p>
          Randevu sayfasında adınız soyadınız, e-posta adresiniz, isteğe bağlı olarak telefon
          numaranız ve kısa notunuz, seçtiğiniz gün, saat ve görüşme biçimi (online ya da yüz yüze),
          randevunun alındığı tarih ve tarayıcınızın bildirdiği saat dilimi (ör. Europe/Berlin;
          yalnızca görüşme saatini size kendi saatinizle de yazmak için) kaydedilir. Size takvim
          dosyası ekli bir onay e-postası ve görüşmeden önce hatırlatma e-postaları, koça da randevu
          bildirimi gönderilir. E-postadaki iptal ve saat değiştirme bağlantısının kendisi
          saklanmaz, yalnızca geri çevrilemeyen bir özeti tutulur.
        </p>
        <h3>Siteyi gezerken</h3>
        <ul>
          <li>
            <strong>IP adresi:</strong> formların ve yönetim girişinin kötüye kullanılmasını önlemek
            için kısa süreli sınırlarda kullanılır. Veritabanına okunabilir hâliyle değil, yalnızca
            sitenin gizli anahtarıyla alınmış bir özeti (geri çevrilemeyen bir karma) olarak yazılır
            ve süresi dolunca silinir; sunucu kayıtlarına yazılmaz. Açık tuttuğunuz bağlantıların
            sayısı için yalnızca bağlantı sürerken sunucunun belleğinde kullanılır.
          </li>
          <li>
            <strong>Gönderim anahtarı:</strong> bağlantınız koptuğunda yeniden gönderilen bir formun
            iki kez kaydedilmemesi için, başarılı bir gönderimin tek kullanımlık anahtarı ve
            yazdıklarınızın aynı biçimde alınmış özeti 24 saat saklanır; yazdıklarınızın kendisi bu
            kayıtta yer almaz.
          </li>
          <li>
            <strong>Sunucu kayıtları (log):</strong> sitenin çalışmasını izlemek ve hataları
            gidermek için her isteğin zamanı, istenen sayfanın adresi, yanıt kodu ve süresi
            kaydedilir. Bu kayıtlarda IP adresiniz ve formlara yazdıklarınız yer almaz.
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
            (tarayıcının yerel depolaması): açık ya da koyu tema tercihiniz. Yalnızca tarayıcınızda
            kalır, sunucuya gönderilmez.
          </li>
          <li>
            <strong>
              <code>tepki:…</code>
            </strong>{' '}
            (tarayıcının yerel depolaması): bir yazıya “faydalı oldu mu?” sorusuna verdiğiniz yanıt.
            Yalnızca tarayıcınızda kalır, sunucuya gönderilmez.
          </li>
          <li>
            <strong>
              <code>flash_toast</code>
            </strong>{' '}
            (çerez): bir formu JavaScript kapalıyken gönderdiğinizde sonucun bir sonraki sayfada
            gösterilmesi için. İmzalıdır, sayfa betiklerince okunamaz ve mesaj gösterilince silinir.
          </li>
          <li>
            <strong>
              <code>yonetim_oturum</code>
            </strong>{' '}
            (çerez): yalnızca yönetim paneline giriş yapan site sahibi için oturum çerezi;
            ziyaretçilere konmaz.
          </li>
        </ul>
        <p>
          Videolar, oynatma düğmesine basana kadar yüklenmez. Bastığınızda video YouTube’un gelişmiş
          gizlilik modundaki adresinden (youtube-nocookie.com) yüklenir ve YouTube (Google) bu andan
          itibaren IP adresiniz gibi verileri kendi gizlilik politikasına göre işler. WhatsApp,
          sosyal medya, kitap sitesi ve pazar yeri bağlantılarına tıkladığınızda da o hizmetlerin
          kendi kuralları geçerlidir.
        </p>
      </Section>

      <Section id="amaclar" title="4. İşleme amaçları ve hukuki sebepler">
        <ul>
          <li>
            <strong>Bülten:</strong> size bülten ve duyuru göndermek. Hukuki sebep: açık rızanız
            (KVKK m. 5/1) ve 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun’un ticari
            elektronik ileti için aradığı onay. Rızanızı formu gönderip e-postanıza gelen
            bağlantıyla onaylayarak verirsiniz ve her e-postadaki ayrılma bağlantısıyla dilediğiniz
            an geri alabilirsiniz.
          </li>
          <li>
            <strong>Onay kaydı:</strong> bültene ne zaman, hangi sayfadan ve hangi metinle onay
            verdiğinizi ve ne zaman ayrıldığınızı gösterebilmek; onay ve ret kayıtları İleti Yönetim
            Sistemi’ne (İYS) bildirilir. Hukuki sebep: kanunlarda açıkça öngörülmesi ve hukuki
            yükümlülük (KVKK m. 5/2-a ve 5/2-ç; 6563 sayılı Kanun ve Ticari İletişim ve Ticari
            Elektronik İletiler Hakkında Yönetmelik).
          </li>
          <li>
            <strong>Dönüşüm hikâyeleri ve yorumlar:</strong> gönderinizi incelemek, onaylanırsa
            yayınlamak ve gerektiğinde hikâyeniz hakkında size e-postayla ulaşmak. Hukuki sebep:
            açık rızanız (KVKK m. 5/1; hikâyede özel nitelikli veri paylaşırsanız m. 6). Rızanızı
            geri aldığınızda gönderiniz yayından kaldırılır ve silinir.
          </li>
          <li>
            <strong>Keşif görüşmesi:</strong> randevunuzu ayırmak, size onay ve hatırlatma
            e-postalarını göndermek, görüşmeyi yapmak ve iptal ya da saat değişikliğini işlemek.
            Hukuki sebep: bir sözleşmenin kurulmasıyla doğrudan ilgili olması (KVKK m. 5/2-c).
          </li>
          <li>
            <strong>Koça bildirim:</strong> yeni bir abonelik, randevu, hikâye ya da yorum
            geldiğinde koçun bunu incelemesi için e-postayla haberdar edilmesi. Hukuki sebep: veri
            sorumlusunun meşru menfaati (KVKK m. 5/2-f).
          </li>
          <li>
            <strong>Güvenlik ve işletim:</strong> gönderim sınırı, sunucu kayıtları ve zorunlu
            çerezler. Hukuki sebep: veri sorumlusunun meşru menfaati (KVKK m. 5/2-f).
          </li>
        </ul>
      </Section>

      <Section id="saklama" title="5. Saklama süreleri">
        <ul>
          <li>
            Bülten: aboneliğiniz sürdükçe. Onaylanmayan kayıtlar (e-posta adresi ve onay kaydı){' '}
            {privacyFacts.unconfirmedSignUpDays} gün sonra otomatik olarak silinir.
          </li>
          <li>
            Bültenden ayrıldığınızda size bir daha bülten gönderilmez; onayınızın ve ayrılmanızın
            kaydı (e-posta adresiniz ve tarihler) yasal yükümlülük gereği ayrılmanızdan sonra{' '}
            {privacyFacts.withdrawnConsentYears} yıl saklanır, sonra otomatik olarak silinir.
          </li>
          <li>
            Hikâyeler, fotoğraflar ve yorumlar: yayında kaldıkları sürece ya da silinmelerini
            isteyene kadar. Yayınlanmayan gönderiler de siz silinmesini isteyene ya da koç silene
            kadar saklanır.
          </li>
          <li>
            Keşif görüşmesi randevuları (iptal edilenler de): görüşme zamanından{' '}
            {privacyFacts.pastBookingMonths} ay sonra otomatik olarak silinir.
          </li>
          <li>
            Yönetim panelinin işlem kayıtları (koçun ve asistanlarının girişleri, giriş yapılan IP
            adresi, yapılan işlemler; ziyaretçi mesajı, şifre ya da kod içermez):{' '}
            {privacyFacts.auditLogMonths} ay sonra otomatik olarak silinir.
          </li>
          <li>
            Gönderilen e-postaların kayıtları (alıcı, konu ve metin):{' '}
            {privacyFacts.mailRetentionDays} gün sonra otomatik olarak silinir. Bir bültenin kime
            gönderildiği de gönderimin bitmesinden {privacyFacts.mailRetentionDays} gün sonra
            silinir; yalnızca kaç kişiye gönderildiğinin sayısı kalır.
          </li>
          <li>
            IP adresinin özeti: form sınırlarında 10 dakika; başarısız bir yönetim girişinde son
            denemeden 24 saat sonra silinir.
          </li>
          <li>Gönderim anahtarı ve özeti: 24 saat.</li>
          <li>
            Silinen veriler, daha önce alınmış veritabanı yedeklerinde yedeğin saklama süresi dolana
            kadar kalabilir; yedekler yalnızca veri kaybını gidermek için kullanılır.
          </li>
        </ul>
      </Section>

      <Section id="aktarim" title="6. Kimlere aktarılır?">
        <ul>
          <li>
            <strong>İleti Yönetim Sistemi (İYS):</strong> bülten onayınız ya da ayrılmanız (e-posta
            adresiniz, onay durumu, kaynak ve tarihler), kanunun gerektirdiği gibi İYS’ye
            kaydedilir.
          </li>
          <li>
            <strong>E-posta gönderimi:</strong> bülten ve bildirim e-postaları, site sahibinin
            kullandığı e-posta gönderim hizmeti (SMTP sağlayıcısı) üzerinden iletilir. Sağlayıcı
            alıcı adresini ve e-postanın içeriğini yalnızca iletmek için işler; sunucuları yurt
            dışındaysa aktarım KVKK m. 9’daki şartlara uygun yapılır.
          </li>
          <li>
            <strong>Barındırma:</strong> veriler sitenin çalıştığı sunucuda ve veritabanında
            saklanır.
          </li>
          <li>
            <strong>Kamu kurumları:</strong> yalnızca kanunen yetkili kurumların talebi üzerine ve
            mevzuatın gerektirdiği ölçüde.
          </li>
          <li>
            Onaylanan hikâye ve yorumlar sitede herkese açık yayınlanır. Bunların dışında
            verileriniz kimseyle paylaşılmaz, satılmaz ve pazarlama için kullanılmaz.
          </li>
        </ul>
      </Section>

      <Section id="haklar" title="7. KVKK 11. madde kapsamındaki haklarınız">
        <p>Veri sorumlusuna başvurarak:</p>
        <ol>
          <li>kişisel verilerinizin işlenip işlenmediğini öğrenme,</li>
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
            münhasıran otomatik sistemlerle analiz edilmesi sonucunda aleyhinize bir sonuç ortaya
            çıkmasına itiraz etme (sitede böyle bir analiz yapılmaz),
          </li>
          <li>
            kanuna aykırı işlenmesi sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep
            etme
          </li>
        </ol>
        <p>haklarına sahipsiniz.</p>
      </Section>

      <Section id="basvuru" title="8. Başvuru ve verilerinizin silinmesi">
        <p>
          Haklarınızı kullanmak için {email} adresine, tercihen formda kullandığınız e-posta
          adresinden yazın. Başvurunuzda adınızı soyadınızı, formda kullandığınız e-posta adresini
          ve talebinizi belirtin. Başvurunuz en geç 30 gün içinde ücretsiz olarak yanıtlanır. Yanıtı
          yetersiz bulursanız ya da süresinde yanıt alamazsanız Kişisel Verileri Koruma Kurulu’na
          şikâyette bulunabilirsiniz (KVKK m. 13-14).
        </p>
        <ul>
          <li>
            <strong>Bültenden ayrılma:</strong> size gönderilen e-postadaki ayrılma bağlantısını
            açıp düğmeye basmanız yeterlidir. Size bir daha bülten gönderilmez ve gönderilmek üzere
            bekleyen e-postalar silinir; ayrılmanızın kaydı yukarıdaki süre boyunca saklanır.
          </li>
          <li>
            <strong>Tüm verilerin silinmesi:</strong> silme talebinizde koç, yönetim panelinden
            e-posta adresinize bağlı abonelik kaydını ve bütün onay kayıtlarını, randevularınızı,
            hikâyelerinizi ve fotoğraflarını, size ya da bu kayıtlara ilişkin e-posta kayıtlarını
            tek işlemle ve geri dönüşsüz olarak siler.
          </li>
          <li>
            <strong>Yorumlar:</strong> yorumlarda e-posta adresi saklanmadığından yorumlarınız
            e-posta adresiyle bulunamaz. Silinmesini istediğiniz yorumlar için yorumlarda
            kullandığınız adı ve mümkünse yorumun yapıldığı yazıyı başvurunuzda belirtin.
          </li>
        </ul>
        <p>
          Bu metin, sitenin veri işleme biçimi değiştiğinde güncellenir; güncel hâli her zaman bu
          sayfadadır. Diğer sorularınız için <Link to="/iletisim">İletişim</Link> sayfasını
          kullanabilirsiniz.
        </p>
      </Section>
    </div>
  );
}
