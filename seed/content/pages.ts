// Long texts (rental terms, guide, KVKK notice, cookie policy, about, membership, consent, help).
// They must agree with docs/domain-rules.md; a change of meaning needs a new version.

import type { pages } from "#app/server/db/schema.ts";

const rentalTermsTr = `Bu koşullar, Yolda Araç Kiralama A.Ş. ("Yolda") ile yolda.com.tr, Yolda mobil uygulaması veya ofislerimiz aracılığıyla araç kiralayan kişi ("Kiracı") arasındaki kiralama ilişkisini düzenler. Rezervasyonu tamamlayarak bu koşulları okuduğunuzu ve kabul ettiğinizi beyan edersiniz. Araç tesliminde imzalanan kiralama sözleşmesi ve teslim formu bu koşulların ayrılmaz parçasıdır; aralarında farklılık olması hâlinde kiralama sözleşmesindeki özel hükümler uygulanır.

## 1. Tanımlar

- Kiracı: Rezervasyonu yapan ve kiralama sözleşmesini imzalayan ana sürücü. Fatura bir şirket adına düzenlense de sözleşmenin tarafı ana sürücüdür.
- Sürücü: Kiralama sözleşmesinde adı yazılı olan ve aracı kullanmaya yetkili ana sürücü ile ek sürücüler.
- Kiralama günü: Alış saatinden itibaren başlayan her 24 saatlik dilim. Her dilimin sonunda 60 dakikalık tolerans uygulanır; örneğin 25 saatlik kiralama 1 gün, 25 saat 1 dakikalık kiralama 2 gün sayılır.
- Güvence paketi: Araçta oluşan hasarda Kiracının sorumluluğunu, paket açıklamasında belirtilen ölçüde azaltan veya kaldıran ek hizmet.
- Depozito: Araç tesliminde sürücü adına düzenlenmiş kredi kartından provizyon olarak bloke edilen tutar.

## 2. Rezervasyon

Online rezervasyon, alış saatinden en az 2 saat önce ve en fazla 365 gün ileri bir tarih için yapılabilir. Online kiralama süresi en az 1, en fazla 90 gündür; daha uzun süreli ya da birden fazla araç içeren talepler Filo Kiralama formu üzerinden ayrıca değerlendirilir. Alış ve iade saatleri 30 dakikalık aralıklarla, ofisin o günkü çalışma saatleri içinde seçilir. Havalimanı ofislerimiz her gün 24 saat açıktır; şehir ofislerimizin resmî tatillerdeki kapanışları ve kısaltılmış saatleri ofis sayfalarında duyurulur.

Rezervasyon, seçilen model için "veya aynı sınıfta benzeri" olarak yapılır. Teslim edilecek aracın markası ve modeli, aynı sınıftaki eşdeğer bir model olabilir. Rezerve edilen sınıfta araç sağlanamazsa Kiracıya ek ücret alınmadan bir üst sınıftan araç verilir.

Arama sonucunda gösterilen fiyat teklifi 15 dakika geçerlidir; bu süre dolduğunda fiyat güncel koşullara göre yeniden hesaplanır. Online ödeme seçildiğinde araç, ödeme için 15 dakika süreyle Kiracıya ayrılır. Ödeme bu süre içinde banka tarafından onaylanırsa rezervasyon kesinleşir; onaylanmaz veya süre dolarsa ayırma kalkar. Süre dolduktan sonra gelen bir onay iptal edilerek tutar karta iade edilir ve Kiracı e-postayla bilgilendirilir. Ofiste ödeme seçilen rezervasyonlar online tahsilat yapılmadan hemen onaylanır.

Kesinleşen her rezervasyona YLD- ile başlayan bir rezervasyon numarası verilir. Rezervasyon özeti, iptal süreleri ve takvim dosyası sürücünün e-posta adresine gönderilir. Kilometre paketi veya güvence paketi seçilmeden devam edilmek istendiğinde rezervasyon ekranı Kiracıdan onay ister.

Kiracı, rezervasyonda verdiği bilgilerin doğru olduğunu kabul eder. Sürücü bilgilerinin gerçeğe aykırı olması veya teslim sırasında şartların karşılanmaması hâlinde Yolda aracı teslim etmeyebilir; bu durumda iptal koşulları uygulanır.

## 3. Sürücü şartları ve belgeler

Her model için en düşük sürücü yaşı ve en az ehliyet süresi araç bilgilerinde belirtilir ve aracın teslim alınacağı tarihe göre değerlendirilir. Sürücülerin teslim sırasında aşağıdaki belgelerin asıllarını ibraz etmesi gerekir:

- geçerli B sınıfı sürücü belgesi,
- Türk vatandaşları için T.C. kimlik kartı, yabancı uyruklu sürücüler için pasaport,
- Latin alfabesiyle düzenlenmemiş yabancı sürücü belgelerinde ayrıca uluslararası sürücü belgesi,
- depozito için ana sürücü adına düzenlenmiş kredi kartı.

Yabancı ülke sürücü belgeleri, sahibinin Türkiye'ye giriş tarihinden itibaren 6 ay süreyle geçerlidir. Ek sürücüler de modelin yaş ve ehliyet şartlarını karşılamalı, teslim sırasında belgeleriyle birlikte ofiste bulunmalı ve kiralama sözleşmesine kaydedilmelidir. Kiracı ve sürücülerin kimlik bilgileri ile kiralanan aracın bilgileri, mevzuat gereği Emniyet Genel Müdürlüğü'nün Kiralık Araç Bildirim Sistemi'ne (KABİS) bildirilir.

## 4. Fiyatlar ve ödeme

Tüm fiyatlar Türk lirası cinsindendir ve %20 KDV dahildir. Günlük kiralama ücreti, kiralama süresinin dahil olduğu süre dilimine (1-3, 4-7, 8-15, 16-30 ve 31 gün ve üzeri) ve sezona göre belirlenir; her kiralama günü, o günün dahil olduğu sezonun fiyatıyla hesaplanır. İade ofisi alış ofisinden farklı bir şehirdeyse şehirler arası tek yön ücreti uygulanır; aynı şehirdeki ofisler arasında tek yön ücreti alınmaz. Güvence paketleri günlük, kilometre paketleri kiralama başına ücretlendirilir; ek ürünler günlük veya kiralama başına ücretlendirilir ve bazıları için bir kiralamada ödenecek azami tutar belirtilir.

Bir rezervasyonda yalnızca bir kampanya kodu kullanılabilir. Kampanya indirimi ile üye indirimi birlikte uygulanmaz; hangisi Kiracı için daha avantajlıysa o uygulanır ve fiyat özetinde belirtilir.

Online ödemeler, 3-D Secure ile doğrulanan kredi kartı veya banka kartıyla ve tek çekim olarak alınır. Kart bilgileri doğrudan bankanın güvenli ödeme sayfasına iletilir; Yolda kart numarasını ve güvenlik kodunu görmez ve saklamaz. Kartın sahibi ile ana sürücü aynı kişi olmalıdır; başka bir kişiye ait kartla yapılan ödeme kabul edilmez.

Rezervasyonda belirlenen fiyat, rezervasyon değiştirilmedikçe değişmez. Eksik yakıt, kilometre aşımı, geç iade, teslimde eklenen ek ürünler, güvence kapsamı dışındaki hasarlar, özel temizlik ve kiralama sonrasında bildirilen geçiş ücretleri ve cezalar gibi kiralama sırasında doğan tutarlar bu koşullara göre ayrıca tahsil edilir.

## 5. Depozito

Depozito tutarı modele göre belirlenir ve araç bilgilerinde ile rezervasyon özetinde gösterilir. Depozito, ödeme yönteminden bağımsız olarak araç tesliminde ana sürücü adına düzenlenmiş bir kredi kartından provizyon olarak alınır. Banka kartı, ön ödemeli kart ve sanal kartla depozito alınmaz. Provizyon bir tahsilat değildir; tutar yalnızca kart limitinde bloke edilir.

Araç iade edildiğinde yakıt, kilometre ve hasar kontrolü yapılır. Kapatılması gereken bir tutar yoksa provizyon aynı gün kaldırılır; varsa yalnızca bu tutar tahsil edilir ve kalan provizyon kaldırılır. Blokenin karta yansıma süresi bankaya göre değişir ve birkaç iş günü sürebilir.

## 6. Aracın teslim alınması

Araç, rezervasyonda belirtilen ofiste ve saatte teslim edilir. Teslim sırasında araç, Kiracıyla birlikte kontrol edilir; mevcut hasarlar, kilometre ve yakıt ya da şarj seviyesi teslim formuna yazılır. Kiracı, formda yer almayan bir hasar görürse formu imzalamadan önce bildirmelidir. Alış saatine gecikecek Kiracının ofisi bilgilendirmesi beklenir; havalimanı teslimlerinde rezervasyon notuna yazılan uçuş numarası takip edilir. Haber verilmeden alış saatinde gelinmemesi hâlinde rezervasyon, iptal koşullarındaki teslim alınmamış rezervasyon hükmüne tabidir.

## 7. Aracın iadesi

Araç, rezervasyonda belirtilen ofise, belirtilen tarih ve saatte, ofisin çalışma saatleri içinde iade edilir. İade saatinden sonraki 60 dakika tolerans süresidir. Bu süreyi aşan gecikmede kiralama bir gün uzamış sayılır ve ilgili günün kiralama ücreti ile günlük ücretlendirilen paket ve ek ürünlerin bedeli tahsil edilir. Gecikme, aracın sonraki bir rezervasyonu karşılanamayacak şekilde uzarsa Yolda bu durumdan doğan belgelenmiş zararı talep edebilir. Araç, iade saatinden itibaren 24 saat içinde iade edilmez ve Kiracıya ulaşılamazsa Yolda yasal yollara başvurabilir.

Aracın erken iade edilmesi hâlinde kullanılmayan günler için ücret iadesi yapılmaz. Araç rezervasyondakinden farklı bir ofise önceden onay alınmadan bırakılırsa tek yön ücretine ek olarak aracın geri getirilme masrafı tahsil edilir. Araçta unutulan kişisel eşyalardan Yolda sorumlu değildir; bulunan eşyalar bir ay süreyle saklanır. Araç anahtarı, ruhsat veya araç ekipmanının kaybolması hâlinde yenileme bedeli Kiracıya aittir.

## 8. Kilometre ve yakıt

Ücretsiz kilometre hakkı, modelin günlük kilometre sınırının kiralama gün sayısıyla çarpılmasıyla bulunur ve seçilen kilometre paketi (+500 km, +1000 km veya sınırsız) kadar artar. Bu hakkı aşan her kilometre, araç sınıfı için rezervasyonda gösterilen kilometre ücretiyle iadede tahsil edilir.

Araç, teslim alındığı yakıt seviyesinde iade edilmelidir. Eksik yakıt, iade günündeki pompa fiyatı ve yakıt ikmal hizmet bedeliyle faturalandırılır; fazla yakıt için iade yapılmaz. Elektrikli araçlarda aynı kural batarya doluluk oranı için geçerlidir. Yanlış yakıt konulmasından doğan zararlar güvence paketlerinin kapsamı dışındadır ve Kiracıya aittir.

## 9. Aracın kullanımı

Kiracı, aracı özenle ve trafik kurallarına uygun olarak kullanmakla yükümlüdür. Aşağıdakiler yasaktır:

- aracın kiralama sözleşmesinde adı olmayan bir kişi tarafından kullanılması,
- alkol, uyuşturucu veya araç kullanma yeteneğini etkileyen ilaçların etkisi altında araç kullanılması,
- aracın ücretli yolcu veya yük taşımacılığında, taksi ya da çağrı hizmetlerinde, sürücü kursu amacıyla kullanılması veya üçüncü kişilere kiralanması,
- yarış, ralli, hız denemesi ve test sürüşlerine katılınması, aracın asfalt dışındaki yollarda, plajlarda veya arazide kullanılması,
- başka bir aracın çekilmesi veya itilmesi, ruhsatta belirtilen yolcu ve yük kapasitesinin aşılması, yanıcı veya tehlikeli madde taşınması,
- aracın Türkiye sınırları dışına çıkarılması; bu yasak Kuzey Kıbrıs Türk Cumhuriyeti için de geçerlidir,
- araçta sigara, elektronik sigara veya nargile içilmesi, evcil hayvanların kapalı bir taşıma çantası ya da kafes dışında taşınması,
- aracın suç işlemek amacıyla kullanılması, anahtarın araçta bırakılması veya aracın kilitlenmeden bırakılması.

Türkiye içindeki feribot hatlarının kullanılması serbesttir. Bu yasaklara aykırılık hâlinde güvence paketleri geçerli olmaz ve Kiracı doğan tüm zarardan sorumlu olur; Yolda sözleşmeyi feshederek aracı geri alabilir. Özel temizlik gerektiren durumlarda temizlik bedeli tahsil edilir.

## 10. Sigorta, güvence paketleri ve hasar

Tüm araçlarımızda yasal zorunlu trafik sigortası bulunur; bu sigorta, üçüncü kişilere verilen zararları mevzuattaki limitler dahilinde karşılar. Kiralanan aracın kendi hasarı için Kiracının sorumluluğu, seçilen güvence paketine göre paket açıklamasında belirtilen tutarla sınırlanır veya kaldırılır. Güvence paketi seçilmemişse Kiracı, araçta kiralama süresince oluşan hasarın onarım bedelinden, belgelenmiş değer kaybından ve aracın onarımda kaldığı süreye ait kazanç kaybından sorumludur.

Seçilen paket ne olursa olsun aşağıdaki durumlar güvence kapsamı dışındadır: bu koşulların 9. maddesindeki yasaklara aykırı kullanım, kaza tespit tutanağı veya resmî rapor olmadan bildirilen hasarlar, anahtarın araçta bırakılması gibi ağır ihmal, yanlış yakıt ve paket açıklamasında kapsam dışı sayılan parçalar.

Kaza veya hasar hâlinde Kiracı:

- can güvenliğini sağlar, yaralı varsa 112'yi arar,
- karşı tarafla kaza tespit tutanağı düzenler; yaralanma, anlaşmazlık veya tek taraflı kaza durumunda polis ya da jandarmaya tutanak tutturur ve gerekiyorsa alkol raporu aldırır,
- Yolda'nın 7/24 yol yardım hattını derhâl arar ve tutanağı en geç 24 saat içinde Yolda'ya iletir,
- Yolda'nın onayı olmadan aracı onarıma veya çekiciye teslim etmez.

Aracın çalınması hâlinde Kiracı derhâl kolluğa başvurur, tutanağı alır ve araç anahtarlarını Yolda'ya teslim eder.

## 11. Arıza ve yol yardımı

Kiralama süresince 7 gün 24 saat yol yardımı sağlanır; numara kiralama sözleşmesinde ve araçtaki bilgi kartında yazılıdır. Gösterge panelinde bir uyarı ışığı yandığında Kiracı aracı güvenli bir yerde durdurup yol yardım hattını aramalıdır. Kiracının kusurundan kaynaklanmayan arızalarda Yolda, müsaitlik durumuna göre yedek araç sağlar. Yolda'nın yazılı onayıyla Kiracı tarafından ödenen onarım masrafları, fatura karşılığında iade edilir; onaysız yaptırılan onarımların bedeli ödenmez.

## 12. Trafik cezaları, geçiş ücretleri ve otopark

Kiralama süresince oluşan trafik cezaları, köprü, tünel ve otoyol geçiş ücretleri, otopark ve çekici ücretleri, kiralamadan sonra bildirilmiş olsalar bile Kiracıya aittir. Araç sahibi olarak Yolda'ya tebliğ edilen trafik cezalarında Yolda, kiralama sözleşmesindeki bilgilerle, cezanın sürücü adına düzenlenmesi için yasal süre içinde ilgili kuruma başvurur. Bunun mümkün olmadığı hâllerde ceza tutarı, tebligatın bir kopyasıyla birlikte Kiracıya bildirilerek tahsil edilir.

Tüm araçlarda HGS etiketi bulunur. Geçiş ücretleri, kayıtlar Yolda'ya ulaştığında hizmet bedeli eklenmeden geçiş bedeli kadar tahsil edilir ve faturada ayrıca gösterilir. Etiketin okunamamasından kaynaklanan ihlalli geçişler Yolda tarafından yasal süresi içinde ödenir ve Kiracıya ceza yansıtılmaz. Kiracı, kiralamadan sonra doğan bu tutarların rezervasyonda veya teslimde kullandığı karttan tahsil edilmesini kabul eder; tahsilattan önce e-postayla bilgilendirilir.

## 13. İptal, değişiklik ve iade

Mesafeli Sözleşmeler Yönetmeliği'nin 15. maddesi uyarınca belirli bir tarihte veya dönemde yapılması gereken araç kiralama hizmetlerinde cayma hakkı bulunmamaktadır. Bunun yerine aşağıdaki iptal koşulları uygulanır:

- Rezervasyonda herhangi bir güvence paketi varsa, alış saatinden önce yapılan iptallerde ödenen tutarın tamamı iade edilir.
- Online ödemeli rezervasyonlar alış saatinden en az 12 saat önce iptal edilirse ödenen tutarın tamamı iade edilir.
- Online ödemeli rezervasyonlar alış saatine 12 saatten az kala iptal edilirse veya alış saati geçtiği hâlde araç teslim alınmazsa 1-3 günlük kiralamalarda 1 günlük, 4-7 günlük kiralamalarda 2 günlük kiralama bedeli, 8 gün ve daha uzun kiralamalarda toplam tutarın %20'si kesilir; kalan tutar iade edilir.
- Ofiste ödemeli rezervasyonlarda online tahsilat yapılmadığından iptal ücretsizdir ve iade edilecek bir tutar yoktur.

Bir günlük kiralama bedeli, araç kiralama ücretinin kiralama gün sayısına bölünmesiyle hesaplanır. Kesinti hiçbir durumda ödenen tutarı aşmaz.

İptal talebi, Rezervasyon İptal sayfasından rezervasyon numarası, sürücünün soyadı ve iptal nedeni belirtilerek yapılır. Form, talep gönderilmeden önce iade tutarını gösterir; talep uzmanlarımızca incelenir ve sonuç e-postayla bildirilir. İade tutarı, talebin gönderildiği zamana göre hesaplanır ve ödemenin yapıldığı karta iade edilir; tutarın hesaba yansıması bankaya göre birkaç iş günü sürebilir.

Tarih, ofis veya araç sınıfı değişikliği, müsaitliğe bağlı olarak müşteri hizmetleri aracılığıyla yapılır; fiyat yeni koşullara göre yeniden hesaplanır ve fark tahsil veya iade edilir. Yolda'nın rezervasyonu karşılayamaması hâlinde Kiracıya ödediği tutarın tamamı iade edilir.

## 14. Kişisel veriler

Kiracı ve sürücülere ait kişisel veriler, KVKK Aydınlatma Metni'nde açıklanan amaçlarla ve 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir. Sitemizdeki çerezler hakkında bilgi Çerez Politikası'nda yer alır.

## 15. Uyuşmazlıklar ve yürürlük

Bu koşullar Türk hukukuna tabidir. Tüketici sıfatını taşıyan Kiracılar, Ticaret Bakanlığı'nca her yıl ilan edilen parasal sınırlar dahilinde yerleşim yerlerindeki veya işlemin yapıldığı yerdeki tüketici hakem heyetlerine, bu sınırları aşan uyuşmazlıklarda tüketici mahkemelerine başvurabilir. Tüketici sıfatı taşımayan Kiracılarla doğacak uyuşmazlıklarda İstanbul Merkez (Çağlayan) Mahkemeleri ve İcra Daireleri yetkilidir. Yolda'nın elektronik kayıtları, 6100 sayılı Hukuk Muhakemeleri Kanunu'nun 193. maddesi uyarınca delil niteliğindedir.

Yolda bu koşulları güncelleyebilir; güncel sürüm sitemizde yayımlanır. Her rezervasyona, rezervasyonun yapıldığı tarihte yürürlükte olan sürüm uygulanır.`;

const rentalTermsEn = `These terms govern the rental relationship between Yolda Araç Kiralama A.Ş. ("Yolda") and the person who rents a car through yolda.com.tr, the Yolda mobile app or our offices (the "Renter"). By completing a reservation you confirm that you have read and accept these terms. The rental agreement and the handover form signed when you collect the car form an integral part of these terms; if they differ, the specific provisions of the rental agreement prevail.

## 1. Definitions

- Renter: the main driver who makes the reservation and signs the rental agreement. Even if the invoice is made out to a company, the main driver is the party to the agreement.
- Driver: the main driver and any additional drivers named in the rental agreement and authorised to drive the car.
- Rental day: each 24-hour period starting from the pick-up time. A 60-minute grace period applies at the end of each period; for example, a 25-hour rental counts as 1 day and a rental of 25 hours and 1 minute as 2 days.
- Assurance package: an additional service that reduces or removes the Renter's liability for damage to the car, to the extent described in the package.
- Deposit: the amount held as a pre-authorisation on a credit card in the driver's name when the car is collected.

## 2. Reservations

Online reservations can be made for a pick-up at least 2 hours and at most 365 days ahead. Online rentals last at least 1 and at most 90 days; longer rentals, or requests for several cars, are handled separately through the Fleet Rental form. Pick-up and return times are chosen in 30-minute steps within the office's opening hours for that day. Our airport offices are open 24 hours a day, every day; closures and shorter hours of our city offices on public holidays are announced on the office pages.

Reservations are made for the chosen model "or similar in the same class". The make and model of the car handed over may be an equivalent model from the same class. If no car of the booked class can be provided, the Renter receives a car from a higher class at no extra charge.

The price quote shown in the search results is valid for 15 minutes; after that, the price is recalculated for current conditions. When online payment is chosen, the car is held for the Renter for 15 minutes while paying. If the bank approves the payment within that time, the reservation is confirmed; if it is not approved or the time runs out, the hold is released. An approval that arrives after the time has run out is reversed, the amount is refunded to the card and the Renter is informed by e-mail. Reservations paid at the office are confirmed immediately without any online charge.

Every confirmed reservation receives a reservation number starting with YLD-. The reservation summary, the cancellation deadlines and a calendar file are sent to the driver's e-mail address. If the Renter continues without a kilometre package or an assurance package, the booking screen asks for confirmation.

The Renter confirms that the details given in the reservation are correct. If the driver details are untrue or the requirements are not met at pick-up, Yolda may refuse to hand over the car; the cancellation policy then applies.

## 3. Driver requirements and documents

The minimum driver age and minimum years of holding a licence are stated for each model and assessed against the pick-up date. At pick-up, drivers must show the originals of:

- a valid class B driving licence,
- a Turkish identity card for Turkish citizens, or a passport for foreign nationals,
- an International Driving Permit as well, if a foreign licence is not written in the Latin alphabet,
- a credit card in the main driver's name for the deposit.

Foreign driving licences are valid in Turkey for 6 months from the holder's date of entry. Additional drivers must also meet the model's age and licence requirements, be present at the office with their documents at pick-up and be registered in the rental agreement. As required by law, the identity details of the Renter and drivers and the details of the rented car are reported to the Rental Vehicle Reporting System (KABİS) of the General Directorate of Security.

## 4. Prices and payment

All prices are in Turkish lira and include 20% VAT. The daily rental charge depends on the duration band the rental falls into (1-3, 4-7, 8-15, 16-30, and 31 days or more) and on the season; each rental day is priced at the rate of the season it falls in. If the return office is in a different city from the pick-up office, a one-way fee for that pair of cities applies; there is no one-way fee between offices in the same city. Assurance packages are charged per day and kilometre packages per rental; extras are charged per day or per rental, and some have a stated maximum for the whole rental.

Only one campaign code can be used per reservation. A campaign discount and the member discount are not combined; whichever is better for the Renter applies, and the price summary says which.

Online payments are taken in a single payment, by credit or debit card verified with 3-D Secure. Card details go directly to the bank's secure payment page; Yolda neither sees nor stores the card number or security code. The card holder and the main driver must be the same person; payment with a card belonging to someone else is refused.

The price set in the reservation does not change unless the reservation is changed. Amounts arising during the rental, such as missing fuel, excess kilometres, late return, extras added at the desk, damage not covered by assurance, special cleaning, and tolls and fines reported after the rental, are charged separately under these terms.

## 5. Deposit

The deposit depends on the model and is shown in the car details and the reservation summary. Whatever the payment method, it is taken at pick-up as a pre-authorisation on a credit card in the main driver's name. Deposits cannot be taken on debit, prepaid or virtual cards. A pre-authorisation is not a charge; the amount is only held against the card limit.

When the car is returned, fuel, mileage and condition are checked. If nothing is owed, the hold is released the same day; if something is owed, only that amount is charged and the rest of the hold is released. How long it takes for the released amount to show on the card depends on the bank and can be a few business days.

## 6. Collecting the car

The car is handed over at the office and time stated in the reservation. At handover, the car is inspected together with the Renter; existing damage, the mileage and the fuel or charge level are recorded on the handover form. If the Renter notices damage that is not on the form, it must be reported before signing. A Renter who will be late for pick-up is expected to tell the office; for airport pick-ups, the flight number given in the reservation note is tracked. If the Renter does not arrive at the pick-up time without letting us know, the reservation is treated as not collected under the cancellation policy.

## 7. Returning the car

The car must be returned to the office stated in the reservation, on the stated date and time, within the office's opening hours. The 60 minutes after the return time are a grace period. If the delay exceeds that, the rental counts as one day longer, and one more day's rental charge plus one day of any daily-priced packages and extras is charged. If the delay means that a following reservation for the car cannot be met, Yolda may claim the documented loss arising from it. If the car is not returned within 24 hours of the return time and the Renter cannot be reached, Yolda may take legal action.

No refund is given for unused days if the car is returned early. If the car is left at an office other than the one in the reservation without prior approval, the cost of bringing it back is charged in addition to the one-way fee. Yolda is not responsible for personal belongings left in the car; items found are kept for one month. If the key, registration document or car equipment is lost, the replacement cost is borne by the Renter.

## 8. Kilometres and fuel

The free kilometre allowance is the model's daily kilometre limit multiplied by the number of rental days, increased by any kilometre package chosen (+500 km, +1000 km or unlimited). Every kilometre beyond the allowance is charged at return at the per-kilometre rate shown for the car's class in the reservation.

The car must be returned with the fuel level it was collected with. Missing fuel is charged at the pump price on the day of return plus a refuelling service fee; no refund is given for extra fuel. For electric cars, the same rule applies to the battery charge level. Damage caused by the wrong fuel is not covered by any assurance package and is borne by the Renter.

## 9. Use of the car

The Renter must use the car with care and in line with traffic rules. The following are forbidden:

- driving by anyone not named in the rental agreement,
- driving under the influence of alcohol, drugs or medicines that affect the ability to drive,
- using the car for paid carriage of passengers or goods, for taxi or ride-hailing services or for driving lessons, or renting it out to others,
- taking part in races, rallies, speed trials or test drives, or driving off tarmac, on beaches or off-road,
- towing or pushing another vehicle, exceeding the passenger or load capacity in the registration document, or carrying flammable or dangerous goods,
- taking the car outside Turkey; this also applies to the Turkish Republic of Northern Cyprus,
- smoking cigarettes, e-cigarettes or hookah in the car, or carrying pets other than in a closed carrier or crate,
- using the car to commit a crime, leaving the key in the car or leaving the car unlocked.

Domestic car ferries within Turkey may be used. In case of any breach of these prohibitions, no assurance package applies and the Renter is liable for all resulting loss; Yolda may terminate the agreement and take the car back. Where special cleaning is needed, a cleaning charge applies.

## 10. Insurance, assurance packages and damage

All our cars carry the compulsory motor third-party liability insurance required by law, which covers damage caused to third parties within the legal limits. For damage to the rental car itself, the Renter's liability is limited or removed as described in the chosen assurance package. If no assurance package is chosen, the Renter is liable for the cost of repairing damage arising during the rental, documented loss of value, and loss of income for the time the car is under repair.

Whatever the package, the following are not covered: use in breach of the prohibitions in section 9, damage reported without an accident report or an official report, gross negligence such as leaving the key in the car, wrong fuel, and parts listed as excluded in the package description.

In case of an accident or damage, the Renter:

- makes sure everyone is safe and calls 112 if anyone is injured,
- completes an accident report form with the other party; if someone is injured, the parties disagree or no other vehicle is involved, has the police or gendarmerie write a report and, where relevant, obtains an alcohol test report,
- calls Yolda's 24/7 roadside assistance line immediately and sends the report to Yolda within 24 hours at the latest,
- does not hand the car over for repair or towing without Yolda's approval.

If the car is stolen, the Renter reports it to the police immediately, obtains the report and returns the car keys to Yolda.

## 11. Breakdowns and roadside assistance

Roadside assistance is available 24/7 throughout the rental; the number is in the rental agreement and on the information card in the car. If a warning light comes on, the Renter should stop the car in a safe place and call the roadside assistance line. For breakdowns not caused by the Renter, Yolda provides a replacement car subject to availability. Repair costs paid by the Renter with Yolda's written approval are reimbursed against an invoice; repairs made without approval are not reimbursed.

## 12. Traffic fines, tolls and parking

Traffic fines, bridge, tunnel and motorway tolls, parking and towing fees incurred during the rental are borne by the Renter, even if reported after the rental. For traffic fines served on Yolda as the registered owner, Yolda applies to the authority within the legal time limit, using the details in the rental agreement, to have the fine reissued in the driver's name. Where this is not possible, the fine is charged to the Renter, who is sent a copy of the notice.

Every car carries an HGS toll tag. Tolls are charged at cost, with no service fee, when the records reach Yolda, and are listed separately on the invoice. Unpaid crossings caused by the tag not being read are paid by Yolda within the legal period, and no penalty is passed on to the Renter. The Renter agrees that these amounts arising after the rental may be charged to the card used for the reservation or at pick-up; the Renter is informed by e-mail before the charge.

## 13. Cancellation, changes and refunds

Under article 15 of the Turkish Distance Contracts Regulation, there is no right of withdrawal for car rental services to be provided on a specific date or during a specific period. Instead, the following cancellation policy applies:

- If the reservation includes any assurance package, the full amount paid is refunded for a cancellation made before the pick-up time.
- If a prepaid reservation is cancelled at least 12 hours before pick-up, the full amount paid is refunded.
- If a prepaid reservation is cancelled less than 12 hours before pick-up, or the car is not collected after the pick-up time has passed, 1 day's rental is deducted for rentals of 1 to 3 days, 2 days' rental for rentals of 4 to 7 days, and 20% of the total for rentals of 8 days or more; the rest is refunded.
- Pay-at-office reservations cost nothing to cancel, as nothing is charged online, so there is nothing to refund.

One day's rental is the car rental charge divided by the number of rental days. A deduction never exceeds the amount paid.

Cancellation requests are made on the Reservation Cancellation page with the reservation number, the driver's last name and the reason for cancelling. The form shows the refund before the request is sent; the request is reviewed by our team and the outcome is sent by e-mail. The refund is calculated from the time the request is sent and paid back to the card used for payment; depending on the bank, it can take a few business days to appear on the account.

Changes to dates, office or car class are made through customer service, subject to availability; the price is recalculated for the new details and any difference is charged or refunded. If Yolda cannot fulfil a reservation, the Renter receives a full refund of the amount paid.

## 14. Personal data

Personal data of the Renter and drivers is processed for the purposes explained in the Personal Data Notice and in line with Law No. 6698 on the Protection of Personal Data. Information about the cookies on our site is in the Cookie Policy.

## 15. Disputes and validity

These terms are governed by Turkish law. Renters who are consumers may apply to the consumer arbitration committee of their place of residence or of the place of the transaction, within the monetary limits announced each year by the Ministry of Trade, and to the consumer courts for disputes above those limits. For disputes with Renters who are not consumers, the Central Courts and Enforcement Offices of Istanbul (Çağlayan) have jurisdiction. Yolda's electronic records constitute evidence under article 193 of the Code of Civil Procedure No. 6100.

Yolda may update these terms; the current version is published on our site. Each reservation is governed by the version in force on the date it was made.`;

const rentalGuideTr = `Araç kiralamak ilk kez yapanlar için karmaşık görünebilir; oysa doğru sırayla ilerlediğinizde birkaç dakikada tamamlanır. Bu rehberde aramadan iadeye kadar her adımı ve her adımda bilmeniz gerekenleri anlatıyoruz. Ayrıntılı kurallar için Araç Kiralama Koşulları sayfamıza göz atabilirsiniz.

## 1. Ofis ve tarihleri seçin

Ana sayfadaki arama formunda aracı teslim alacağınız ofisi, alış ve iade tarih ve saatlerini seçin. Aracı başka bir ofise bırakacaksanız farklı bir iade ofisi de seçebilirsiniz; aynı şehirdeki ofisler arasında tek yön ücreti yoktur, farklı şehirler arasında ise ücret fiyat özetinde gösterilir. Bir kampanya kodunuz varsa bu adımda girebilirsiniz.

- En erken alış, şu andan 2 saat sonrasıdır; en ileri tarih 365 gün sonrasıdır.
- Online kiralama 1 ile 90 gün arasıdır. Daha uzun süreli kiralamalar için Filo Kiralama formunu kullanın.
- Saatler 30 dakikalık aralıklarla ve ofisin açık olduğu saatler içinde seçilir. Havalimanı ofislerimiz 7/24 açıktır.

## 2. Aracınızı seçin

Sonuçlar, seçtiğiniz tarihlerde müsait olan modelleri gösterir. Sınıf, marka, fiyat aralığı ve kampanya filtreleriyle listeyi daraltabilir, fiyata göre sıralayabilirsiniz. Her araç kartında şunlar yazar:

- vites tipi, yakıt türü, koltuk ve bagaj kapasitesi,
- günlük kilometre sınırı ve depozito tutarı,
- en düşük sürücü yaşı ve en az ehliyet süresi,
- toplam fiyat, varsa kampanya kazancı ve üye fiyatı.

Rezervasyon seçtiğiniz model için "veya aynı sınıfta benzeri" olarak yapılır.

## 3. Paketleri ve ek ürünleri ekleyin

Güvence paketleri, araçta oluşabilecek hasarda ödeyeceğiniz tutarı azaltır veya kaldırır; ayrıca güvence paketli rezervasyonlar teslimden önce ücretsiz iptal edilebilir. Uzun yol yapacaksanız +500 km, +1000 km veya sınırsız kilometre paketi ekleyin. Ek sürücü, bebek koltuğu, çocuk koltuğu ve kar zinciri gibi ek ürünleri de bu adımda seçersiniz. Güvence veya kilometre paketi seçmeden ilerlerseniz sizden onay istenir.

## 4. Sürücü ve fatura bilgilerini girin

Ad ve soyadınızı ehliyetinizde yazdığı gibi girin. Doğum tarihiniz ve ehliyetinizin veriliş tarihi, seçtiğiniz modelin şartlarına göre kontrol edilir. Türk vatandaşları T.C. kimlik numarasını, yabancı uyruklu sürücüler pasaport numarasını yazar. Fatura bireysel ya da şirket adına düzenlenebilir; şirket faturası için unvan, vergi dairesi ve vergi numarası gerekir.

## 5. Ödeme yönteminizi seçin

- Şimdi öde: 3-D Secure destekleyen kredi veya banka kartıyla online ödeme. Araç 15 dakika boyunca sizin için ayrılır; ekrandaki sayaç kalan süreyi gösterir.
- Ofiste öde: online hiçbir tutar alınmaz, rezervasyonunuz hemen onaylanır ve ödemeyi teslimde yaparsınız.

Her iki durumda da kart sahibi ile sürücü aynı kişi olmalıdır ve depozito teslimde sürücü adına bir kredi kartından provizyon olarak alınır.

## 6. Onay ve rezervasyon takibi

Rezervasyonunuz onaylandığında YLD- ile başlayan bir rezervasyon numarası alırsınız. Özet, iptal süreleri ve takviminize ekleyebileceğiniz bir dosya e-postanıza gönderilir. Rezervasyonunuzu Rezervasyon Ön İzleme sayfasında numaranız ve soyadınızla görüntüleyebilir, gerekirse Rezervasyon İptal sayfasından iptal talebi oluşturabilirsiniz.

## 7. Teslim günü

Yanınıza şunları alın:

- ehliyetinizin aslı,
- T.C. kimlik kartınız veya pasaportunuz,
- depozito için adınıza düzenlenmiş kredi kartı,
- ek sürücüler varsa onların kimlik ve ehliyetleri.

Aracın çevresinde ekibimizle birlikte dolaşın, mevcut hasarların teslim formuna yazıldığından emin olun ve fotoğraf çekin. Kilometre ve yakıt seviyesinin formdaki değerlerle aynı olduğunu kontrol edin.

## 8. Kiralama süresince

Aracı yalnızca sözleşmede adı yazan sürücüler kullanabilir. Köprü ve otoyol geçişleri araçtaki HGS etiketiyle otomatik ödenir. Arıza veya kaza durumunda sözleşmenizde yazan 7/24 yol yardım hattını arayın; kazada mutlaka tutanak tutturun. Araçla yurt dışına çıkılamaz.

## 9. İade

Aracı rezervasyondaki ofise, aldığınız yakıt seviyesinde getirin. İade saatinden sonra 60 dakikalık bir tolerans vardır; daha uzun gecikmelerde bir gün daha ücretlendirilir. Erken iadede kullanılmayan günler için iade yapılmaz. Ekibimiz aracı sizinle birlikte kontrol eder ve iade formunu imzalarsınız.

## 10. Kiralama sonrası

Kapatılması gereken bir tutar yoksa depozito provizyonu aynı gün kaldırılır; limitinize yansıması bankanıza göre birkaç iş günü sürebilir. Faturanız e-postanıza gönderilir; üyeler faturalarını Üye İşlemleri sayfasından da indirebilir. Geçiş ücretleri ve trafik cezaları kayıtlar bize ulaştığında, size bilgi verilerek ayrıca tahsil edilir.`;

const rentalGuideEn = `Renting a car can look complicated the first time, but taken in the right order it takes just a few minutes. This guide walks you through every step from search to return and what you need to know at each one. For the detailed rules, see our Rental Terms page.

## 1. Choose the office and dates

In the search form on the home page, choose the office where you will collect the car and the pick-up and return dates and times. If you will leave the car elsewhere, choose a different return office; there is no one-way fee between offices in the same city, and between different cities the fee is shown in the price summary. If you have a campaign code, enter it here.

- The earliest pick-up is 2 hours from now; the latest is 365 days ahead.
- Online rentals last from 1 to 90 days. For longer rentals, use the Fleet Rental form.
- Times are chosen in 30-minute steps, within the office's opening hours. Our airport offices are open 24/7.

## 2. Choose your car

The results show the models available on your dates. You can narrow the list with the class, brand, price range and campaign filters, and sort by price. Each car card shows:

- transmission, fuel type, seats and luggage space,
- daily kilometre limit and deposit,
- minimum driver age and minimum years of holding a licence,
- the total price, any campaign saving and the member price.

You book the chosen model "or similar in the same class".

## 3. Add packages and extras

Assurance packages reduce or remove what you pay if the car is damaged, and reservations with an assurance package can be cancelled free of charge before pick-up. If you will drive a lot, add a +500 km, +1000 km or unlimited kilometre package. This is also where you choose extras such as an additional driver, a baby seat, a child seat or snow chains. If you continue without an assurance or kilometre package, you are asked to confirm.

## 4. Enter driver and billing details

Enter your first and last name exactly as on your driving licence. Your date of birth and licence issue date are checked against the requirements of the chosen model. Turkish citizens enter their identity number; foreign nationals enter their passport number. The invoice can be made out to you or to a company; a company invoice needs the company name, tax office and tax number.

## 5. Choose how to pay

- Pay now: online payment by credit or debit card with 3-D Secure. The car is held for you for 15 minutes, and a countdown shows the time left.
- Pay at the office: nothing is charged online, your reservation is confirmed at once and you pay at pick-up.

Either way, the card holder and the driver must be the same person, and the deposit is taken at pick-up as a hold on a credit card in the driver's name.

## 6. Confirmation and keeping track

When your reservation is confirmed, you receive a reservation number starting with YLD-. The summary, the cancellation deadlines and a file you can add to your calendar are sent to your e-mail. You can view your reservation on the Reservation Lookup page with your number and last name and, if needed, request cancellation on the Reservation Cancellation page.

## 7. Pick-up day

Bring:

- your original driving licence,
- your Turkish identity card or passport,
- a credit card in your name for the deposit,
- the ID and licences of any additional drivers.

Walk around the car with our staff, make sure existing damage is written on the handover form, and take photos. Check that the mileage and fuel level match the figures on the form.

## 8. During the rental

Only the drivers named in the agreement may drive the car. Bridge and motorway tolls are paid automatically with the car's HGS tag. In case of a breakdown or accident, call the 24/7 roadside assistance line in your agreement, and always have an accident report made. The car may not leave Turkey.

## 9. Return

Bring the car back to the office in your reservation with the fuel level you received it with. There is a 60-minute grace period after the return time; longer delays are charged as an extra day. No refund is given for unused days if you return early. Our staff check the car with you, and you sign the return form.

## 10. After the rental

If nothing is owed, the deposit hold is released the same day; depending on your bank, it can take a few business days to show in your available limit. Your invoice is sent to your e-mail, and members can also download their invoices in the member area. Tolls and traffic fines are charged separately, with notice to you, when the records reach us.`;

const kvkkTr = `Yolda Araç Kiralama A.Ş. olarak kişisel verilerinizin güvenliğine önem veriyoruz. Bu aydınlatma metni, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun ("Kanun") 10. maddesi ve Aydınlatma Yükümlülüğünün Yerine Getirilmesinde Uyulacak Usul ve Esaslar Hakkında Tebliğ uyarınca, web sitemizi ve mobil uygulamamızı kullanan, ofislerimizden araç kiralayan, bize başvuran ve üye olan kişileri bilgilendirmek amacıyla hazırlanmıştır.

## 1. Veri sorumlusu

- Unvan: Yolda Araç Kiralama A.Ş.
- Adres: Esentepe Mahallesi, Yolcu Sokak No: 7, 34394 Şişli/İstanbul
- Mersis numarası: 0999000012340015
- KEP adresi: yoldaarackiralama@hs01.kep.tr
- E-posta: kvkk@yolda.com.tr

## 2. İşlenen kişisel veri kategorileri

- Kimlik: ad, soyad, T.C. kimlik numarası veya pasaport numarası ve uyruk, doğum tarihi, sürücü belgesi numarası, sınıfı ve veriliş tarihi.
- İletişim: e-posta adresi, cep telefonu numarası, adres.
- Müşteri işlem: rezervasyon ve kiralama bilgileri, alış ve iade ofisleri ve tarihleri, seçilen araç, paket ve ek ürünler, iptal talepleri ve nedenleri, talep, öneri ve şikâyetler.
- Finans: fatura bilgileri, vergi dairesi ve vergi numarası, ödeme ve iade kayıtları, kart sahibinin adı ve bankanın ilettiği maskelenmiş kart numarası. Kart numaranızın tamamı ve güvenlik kodu tarafımızca görülmez ve saklanmaz.
- Araç kullanım: teslim ve iade kilometresi, yakıt seviyesi, hasar tespit kayıtları ve fotoğrafları, köprü ve otoyol geçiş kayıtları.
- Hukuki işlem: trafik cezası tebligatları, kaza tespit tutanakları, hasar ve sigorta dosyaları, resmî kurumlarla ve sizinle yapılan yazışmalar.
- İşlem güvenliği: IP adresi, oturum ve işlem kayıtları, güvenlik kodu doğrulama kayıtları, verdiğiniz onayların hangi metin ve sürüme, hangi tarihte ve hangi IP adresinden verildiğine ilişkin kayıtlar.
- Görsel kayıt: ofislerimizdeki güvenlik kamerası kayıtları.
- Pazarlama: yalnızca açık rızanız varsa, iletişim tercihleriniz ve kampanyalarla etkileşiminiz.
- İş başvurusu: özgeçmişinizde ve başvuru formunda paylaştığınız bilgiler.

Özel nitelikli kişisel verilerinizi talep etmeyiz. Kimlik veya sürücü belgenizin görüntüsünü almamız gerektiğinde, bu belgelerde yer alabilecek ve amaçla ilgisi olmayan özel nitelikli verileri karartırız. Bir kaza veya hasar dosyasında sağlık verisi ya da alkol ölçüm sonucu yer alırsa, bu veriler yalnızca Kanun'un 6. maddesinin üçüncü fıkrasında sayılan şartlara, özellikle bir hakkın tesisi, kullanılması veya korunması için zorunlu olmasına dayanılarak işlenir.

## 3. İşleme amaçları

- Rezervasyonun oluşturulması, kiralama sözleşmesinin kurulması ve ifası, aracın teslimi ve iadesi.
- Sürücü yaşı ve ehliyet süresi şartlarının ve kimliğin doğrulanması.
- Online ödeme, depozito provizyonu, iade ve tahsilat işlemlerinin yürütülmesi.
- Faturalandırma ve muhasebe süreçleri.
- Kiralık araç bilgilerinin mevzuat gereği Emniyet Genel Müdürlüğü'nün Kiralık Araç Bildirim Sistemi'ne (KABİS) bildirilmesi.
- Trafik cezaları, geçiş ücretleri, hasar, kaza ve sigorta süreçlerinin yürütülmesi.
- Üyelik hesabının oluşturulması ve yönetilmesi, üyelere özel fiyat ve kampanyaların sunulması.
- Talep, öneri ve şikâyetlerin yanıtlanması, iptal taleplerinin değerlendirilmesi.
- Bilgi güvenliğinin sağlanması, dolandırıcılık ve kötüye kullanımın önlenmesi, ofis güvenliği.
- Yetkili kurum ve kuruluşların bilgi taleplerinin karşılanması ve hukuki uyuşmazlıkların yönetilmesi.
- Açık rızanız varsa kampanya, duyuru ve kişiselleştirilmiş tekliflerin iletilmesi ve onay verdiğiniz çerezlerle site kullanımının analiz edilmesi.
- İş başvurularının değerlendirilmesi.

## 4. Hukuki sebepler

Kişisel verileriniz Kanun'un 5. maddesinin ikinci fıkrasında yer alan şu hukuki sebeplere dayanılarak işlenir:

- Kanunlarda açıkça öngörülmesi (a): Vergi Usul Kanunu, Türk Ticaret Kanunu, Kimlik Bildirme Kanunu ve Karayolları Trafik Kanunu gibi düzenlemelerin gerektirdiği işlemler.
- Bir sözleşmenin kurulması veya ifasıyla doğrudan ilgili olması (c): rezervasyon, kiralama, ödeme, üyelik ve iş başvurusu süreçleri.
- Veri sorumlusunun hukuki yükümlülüğünü yerine getirmesi (ç): KABİS bildirimi, fatura ve kayıt saklama, yetkili makamların talepleri.
- Bir hakkın tesisi, kullanılması veya korunması (e): hasar, kaza, ceza ve alacak süreçleri, uyuşmazlıklar.
- Temel hak ve özgürlüklerinize zarar vermemek kaydıyla meşru menfaatimiz (f): bilgi güvenliği, kötüye kullanımın önlenmesi, hizmet kalitesinin ölçülmesi, güvenlik kamerası kayıtları.

Pazarlama iletileri ve isteğe bağlı çerezler için işleme yalnızca açık rızanıza (Kanun'un 5. maddesinin birinci fıkrası) dayanır. Ticari elektronik iletiler için onayınız ayrıca 6563 sayılı Kanun uyarınca İleti Yönetim Sistemi'ne (İYS) kaydedilir.

## 5. Kişisel verilerin aktarılması

Kişisel verileriniz, yukarıdaki amaçlarla ve Kanun'un 8. ve 9. maddelerine uygun olarak şu alıcı gruplarına aktarılabilir:

- Bankalar ve ödeme kuruluşları: 3-D Secure doğrulaması, ödeme, provizyon ve iade işlemleri için.
- Emniyet Genel Müdürlüğü, trafik denetim birimleri, mahkemeler, icra daireleri, savcılıklar, vergi daireleri ve diğer yetkili kamu kurumları: hukuki yükümlülüklerimiz ve resmî talepler kapsamında.
- Karayolları Genel Müdürlüğü ve köprü, tünel ve otoyol işletmecileri: geçiş ücretleri ve ihlalli geçişler için.
- Sigorta şirketleri, sigorta eksperleri ve acenteleri: kaza, hasar ve sigorta süreçleri için.
- Yetkili servisler, çekici ve yol yardım firmaları: arıza, bakım ve yol yardımı hizmetleri için.
- Barındırma, e-posta ve kısa mesaj gönderimi, çağrı merkezi, bilgi teknolojileri ve arşiv hizmeti aldığımız iş ortakları: yalnızca verdikleri hizmetle sınırlı olarak ve veri işleyen sıfatıyla.
- Hukuk, mali müşavirlik ve bağımsız denetim hizmeti aldığımız kişi ve kuruluşlar.

Kişisel verilerinizi kural olarak Türkiye'deki sunucularda işleriz. Hizmet aldığımız bir sağlayıcının altyapısı nedeniyle yurt dışına aktarım gerekirse bu aktarım yalnızca Kanun'un 9. maddesinde öngörülen şartlarla, örneğin yeterlilik kararı bulunması veya Kurul'a bildirilen standart sözleşme gibi uygun güvencelerin sağlanmasıyla yapılır. Kişisel verilerinizi satmayız.

## 6. Toplama yöntemleri

Kişisel verileriniz; web sitemiz ve mobil uygulamamızdaki rezervasyon, üyelik, iletişim, iptal, filo kiralama ve iş başvurusu formları, ofislerimizde düzenlenen kiralama sözleşmesi ve teslim formları, çağrı merkezi ve e-posta yazışmaları, çerezler ve benzeri teknolojiler ile güvenlik kameraları aracılığıyla, otomatik ve kısmen otomatik yollarla ya da bir veri kayıt sisteminin parçası olarak otomatik olmayan yollarla toplanır. Ödeme sonucu bilgileri bankalardan, trafik cezası ve geçiş kayıtları ilgili kurumlardan, hasar bilgileri sigorta şirketlerinden bize ulaşabilir.

## 7. Saklama süreleri

Kişisel verilerinizi işleme amacının gerektirdiği ve mevzuatta öngörülen süreler boyunca saklarız. Örneğin ticari defter ve belgeler ile kiralama sözleşmeleri Türk Ticaret Kanunu ve Vergi Usul Kanunu'nda öngörülen süreler boyunca, üyelik bilgileri üyelik süresince, iş başvuruları başvurudan itibaren bir yıl, güvenlik kayıtları ise iki yıl saklanır. Süre dolduğunda verileriniz Kişisel Verilerin Silinmesi, Yok Edilmesi veya Anonim Hale Getirilmesi Hakkında Yönetmelik'e uygun olarak silinir, yok edilir veya anonim hâle getirilir. Üyeliğinizi sonlandırdığınızda, yasal saklama yükümlülüğümüz bulunan kayıtlar dışındaki kişisel verileriniz anonim hâle getirilir.

## 8. Kanun'un 11. maddesi kapsamındaki haklarınız

Kanun'un 11. maddesi uyarınca bize başvurarak aşağıdaki haklarınızı kullanabilirsiniz:

- kişisel verilerinizin işlenip işlenmediğini öğrenme,
- işlenmişse buna ilişkin bilgi talep etme,
- işlenme amacını ve bunların amacına uygun kullanılıp kullanılmadığını öğrenme,
- yurt içinde veya yurt dışında aktarıldığı üçüncü kişileri bilme,
- eksik veya yanlış işlenmişse düzeltilmesini isteme,
- Kanun'un 7. maddesindeki şartlar çerçevesinde silinmesini veya yok edilmesini isteme,
- düzeltme, silme ve yok etme işlemlerinin, verilerin aktarıldığı üçüncü kişilere bildirilmesini isteme,
- işlenen verilerin münhasıran otomatik sistemler vasıtasıyla analiz edilmesi suretiyle aleyhinize bir sonucun ortaya çıkmasına itiraz etme,
- kanuna aykırı işleme sebebiyle zarara uğramanız hâlinde zararın giderilmesini talep etme.

## 9. Başvuru yöntemi

Başvurunuzu, Veri Sorumlusuna Başvuru Usul ve Esasları Hakkında Tebliğ'e uygun olarak aşağıdaki yollardan biriyle yapabilirsiniz:

- ıslak imzalı dilekçeyle yukarıdaki adresimize şahsen veya noter aracılığıyla,
- kayıtlı elektronik posta (KEP) adresinizden yoldaarackiralama@hs01.kep.tr adresine,
- güvenli elektronik imza veya mobil imzayla imzalanmış olarak kvkk@yolda.com.tr adresine,
- daha önce bize bildirdiğiniz ve sistemimizde kayıtlı olan e-posta adresinizden kvkk@yolda.com.tr adresine.

Başvurunuzda adınız, soyadınız, yazılı başvurularda imzanız, T.C. kimlik numaranız (yabancılar için uyruk ve pasaport numarası), tebligata esas adresiniz, varsa e-posta adresiniz, telefon numaranız ve talep konunuz yer almalıdır. Başvurunuzu, niteliğine göre en kısa sürede ve en geç 30 gün içinde ücretsiz olarak sonuçlandırırız. İşlemin ayrıca bir maliyet gerektirmesi hâlinde Kişisel Verileri Koruma Kurulu'nca belirlenen tarifedeki ücret alınabilir. Başvurunuzun reddedilmesi, verilen cevabın yetersiz bulunması veya süresinde cevap verilmemesi hâlinde, Kanun'un 14. maddesi uyarınca Kişisel Verileri Koruma Kurulu'na şikâyette bulunabilirsiniz.`;

const kvkkEn = `At Yolda Araç Kiralama A.Ş. we take the security of your personal data seriously. This notice has been prepared under article 10 of Law No. 6698 on the Protection of Personal Data (the "Law") and the Communiqué on the Procedures and Principles for Fulfilling the Obligation to Inform, to inform everyone who uses our website and mobile app, rents a car from our offices, contacts us or becomes a member.

## 1. Data controller

- Company: Yolda Araç Kiralama A.Ş.
- Address: Esentepe Mahallesi, Yolcu Sokak No: 7, 34394 Şişli/Istanbul, Turkey
- Central Registration System (Mersis) number: 0999000012340015
- Registered e-mail (KEP): yoldaarackiralama@hs01.kep.tr
- E-mail: kvkk@yolda.com.tr

## 2. Categories of personal data we process

- Identity: first and last name, Turkish identity number or passport number and nationality, date of birth, driving licence number, class and issue date.
- Contact: e-mail address, mobile phone number, address.
- Customer transactions: reservation and rental details, pick-up and return offices and dates, the chosen car, packages and extras, cancellation requests and reasons, requests, suggestions and complaints.
- Finance: billing details, tax office and tax number, payment and refund records, the card holder's name and the masked card number passed on by the bank. We never see or store your full card number or security code.
- Vehicle use: mileage at pick-up and return, fuel level, damage inspection records and photos, bridge and motorway toll records.
- Legal matters: traffic fine notices, accident reports, damage and insurance files, correspondence with authorities and with you.
- Transaction security: IP address, session and activity logs, security code checks, and records of the consents you give, showing which text and version, when and from which IP address.
- Visual records: security camera footage at our offices.
- Marketing: only with your explicit consent, your communication preferences and your interaction with campaigns.
- Job applications: the information you share in your CV and the application form.

We do not ask for special categories of personal data. When we need an image of your identity document or driving licence, we black out any special category data on it that is irrelevant to the purpose. If an accident or damage file contains health data or an alcohol test result, that data is processed only under the conditions listed in the third paragraph of article 6 of the Law, in particular where it is necessary to establish, exercise or protect a right.

## 3. Purposes of processing

- Creating reservations, concluding and performing rental agreements, handing over and taking back cars.
- Verifying identity and the driver age and licence requirements.
- Carrying out online payments, deposit holds, refunds and collections.
- Invoicing and accounting.
- Reporting rental car details to the Rental Vehicle Reporting System (KABİS) of the General Directorate of Security, as required by law.
- Handling traffic fines, tolls, damage, accidents and insurance.
- Creating and managing member accounts and offering member prices and campaigns.
- Answering requests, suggestions and complaints and assessing cancellation requests.
- Ensuring information security, preventing fraud and misuse, and keeping our offices secure.
- Responding to information requests from competent authorities and managing legal disputes.
- With your explicit consent, sending campaigns, announcements and personalised offers, and analysing use of the site with the cookies you have accepted.
- Assessing job applications.

## 4. Legal bases

Your personal data is processed on the following legal bases set out in the second paragraph of article 5 of the Law:

- It is expressly provided for by law (a): processing required by legislation such as the Tax Procedure Law, the Turkish Commercial Code, the Identity Notification Law and the Highway Traffic Law.
- It is directly related to the conclusion or performance of a contract (c): reservation, rental, payment, membership and job application processes.
- It is necessary for us to comply with a legal obligation (ç): KABİS reporting, keeping invoices and records, requests from competent authorities.
- It is necessary to establish, exercise or protect a right (e): damage, accident, fine and receivable processes, and disputes.
- It is necessary for our legitimate interests, provided your fundamental rights and freedoms are not harmed (f): information security, preventing misuse, measuring service quality, security camera footage.

Processing for marketing messages and optional cookies relies only on your explicit consent (first paragraph of article 5 of the Law). For commercial electronic messages, your consent is also recorded in the Message Management System (İYS) under Law No. 6563.

## 5. Transfers of personal data

For the purposes above and in line with articles 8 and 9 of the Law, your personal data may be transferred to:

- Banks and payment institutions: for 3-D Secure authentication, payments, deposit holds and refunds.
- The General Directorate of Security, traffic enforcement units, courts, enforcement offices, public prosecutors, tax offices and other competent public authorities: under our legal obligations and official requests.
- The General Directorate of Highways and bridge, tunnel and motorway operators: for tolls and unpaid crossings.
- Insurance companies, loss adjusters and agencies: for accidents, damage and insurance.
- Authorised service centres, towing and roadside assistance companies: for breakdowns, maintenance and roadside assistance.
- Business partners providing hosting, e-mail and text message delivery, call centre, information technology and archiving services: only as far as their service requires and acting as data processors.
- Providers of legal, accounting and independent audit services.

As a rule, we process your personal data on servers in Turkey. If a service provider's infrastructure makes a transfer abroad necessary, it is made only under the conditions of article 9 of the Law, for example where there is an adequacy decision or appropriate safeguards such as standard contracts notified to the Board. We do not sell your personal data.

## 6. How we collect data

Your personal data is collected through the reservation, membership, contact, cancellation, fleet rental and job application forms on our website and mobile app, the rental agreements and handover forms completed at our offices, call centre and e-mail correspondence, cookies and similar technologies, and security cameras; by automated and partly automated means, or by non-automated means as part of a data filing system. Payment results may reach us from banks, traffic fine and toll records from the relevant authorities, and damage information from insurance companies.

## 7. Retention

We keep your personal data for as long as the purpose of processing requires and for the periods set by law. For example, commercial books and documents and rental agreements are kept for the periods set by the Turkish Commercial Code and the Tax Procedure Law, membership details for as long as you are a member, job applications for one year from the application, and security logs for two years. When the period ends, your data is deleted, destroyed or anonymised in line with the Regulation on the Deletion, Destruction or Anonymisation of Personal Data. When you end your membership, your personal data is anonymised, except for records we are legally required to keep.

## 8. Your rights under article 11 of the Law

Under article 11 of the Law, you can apply to us to exercise the following rights:

- to learn whether your personal data is processed,
- to request information about it if it is,
- to learn the purpose of processing and whether the data is used for that purpose,
- to know the third parties in Turkey or abroad to whom it is transferred,
- to ask for it to be corrected if it is incomplete or inaccurate,
- to ask for it to be deleted or destroyed under the conditions of article 7 of the Law,
- to ask for the correction, deletion or destruction to be notified to the third parties to whom the data was transferred,
- to object to a result against you that arises from the analysis of your data exclusively by automated systems,
- to claim compensation if you suffer damage because of unlawful processing.

## 9. How to apply

In line with the Communiqué on the Procedures and Principles of Applications to the Data Controller, you can apply in one of the following ways:

- with a petition bearing your handwritten signature, delivered in person or through a notary to our address above,
- from your registered e-mail (KEP) address to yoldaarackiralama@hs01.kep.tr,
- signed with a secure electronic signature or mobile signature, to kvkk@yolda.com.tr,
- from the e-mail address you previously gave us and that is registered in our system, to kvkk@yolda.com.tr.

Your application must include your first and last name, your signature for written applications, your Turkish identity number (or nationality and passport number for foreign nationals), your address for notifications, your e-mail address and phone number if any, and the subject of your request. We conclude applications free of charge as quickly as their nature allows, and within 30 days at the latest. If the process involves an additional cost, a fee may be charged according to the tariff set by the Personal Data Protection Board. If your application is refused, you find the answer insufficient, or we do not answer in time, you may file a complaint with the Personal Data Protection Board under article 14 of the Law.`;

const cookiePolicyTr = `Bu Çerez Politikası, Yolda Araç Kiralama A.Ş. olarak yolda.com.tr adresindeki web sitemizde hangi çerezleri, hangi amaçla ve ne kadar süreyle kullandığımızı ve tercihlerinizi nasıl yönetebileceğinizi açıklar. Çerezler aracılığıyla işlenen kişisel veriler hakkında daha fazla bilgiyi KVKK Aydınlatma Metni'nde bulabilirsiniz.

## Çerez nedir?

Çerezler, bir web sitesini ziyaret ettiğinizde tarayıcınıza kaydedilen küçük metin dosyalarıdır. Sitenin sizi sayfalar arasında hatırlamasını, örneğin dil tercihinizi korumasını ve oturumunuzu açık tutmasını sağlarlar. Tarayıcı kapatıldığında silinen çerezlere oturum çerezi, belirli bir süre saklananlara kalıcı çerez denir.

## Zorunlu çerezler

Bu çerezler sitenin çalışması ve güvenliği için gereklidir; kapatılamazlar ve onayınız aranmaz. Tamamı birinci taraf çerezidir, yani yalnızca yolda.com.tr tarafından yerleştirilir ve okunur.

- yolda_lang: Seçtiğiniz site dilini (Türkçe veya İngilizce) hatırlar. Süre: 365 gün.
- yolda_theme: Seçtiğiniz renk modunu (açık, koyu veya sistem ayarı) hatırlar. Süre: 365 gün.
- XSRF-TOKEN: Form gönderimlerinin gerçekten sizin tarafınızdan yapıldığını doğrulayarak siteler arası istek sahteciliğini önler. Süre: oturum boyunca; tarayıcı kapatıldığında silinir.
- yolda_session: Üye girişi yaptığınızda oturumunuzu açık tutar. Süre: tarayıcı oturumu boyunca; "Beni hatırla" seçeneğini işaretlerseniz en fazla 30 gün.
- yolda_consent: Çerez tercihlerinizi kaydeder, böylece her ziyaretinizde yeniden sorulmaz. Süre: 365 gün.
- yolda_app_prompt: Mobil uygulama bildirimini kapattığınızı hatırlar, böylece bildirim tekrar gösterilmez. Süre: 180 gün.

Zorunlu çerezler, Kanun'un 5. maddesinin ikinci fıkrasının (c) ve (f) bentleri uyarınca, sözleşmenin kurulması ve ifası ile sitenin güvenli çalışmasına yönelik meşru menfaatimize dayanılarak kullanılır. Bu çerezler reklam veya profil çıkarma amacıyla kullanılmaz.

## İsteğe bağlı çerezler

- Analitik çerezler: Sitenin nasıl kullanıldığını anlamamıza, örneğin hangi sayfaların ziyaret edildiğini ve hataların nerede oluştuğunu ölçmemize yardımcı olur.
- Pazarlama çerezleri: İlgi alanlarınıza uygun kampanyaları size ve diğer sitelerde gösterebilmek için kullanılır.

Bu kategoriler siz onay verene kadar kapalıdır ve onay vermemeniz sitenin hiçbir işlevini kısıtlamaz. Şu anda sitemizde bu kategorilerde çerez yerleştiren bir araç kullanılmamaktadır. Böyle bir araç kullanmaya başlarsak çerezlerin adlarını, sağlayıcılarını ve sürelerini bu politikaya ekleriz; çerezler yalnızca ilgili kategoriye açık rıza vermenizden sonra etkinleşir.

## Tercihlerinizi nasıl yönetirsiniz?

Sitemize ilk girişinizde gösterilen çerez bildiriminden isteğe bağlı kategorileri kabul edebilir veya reddedebilirsiniz. Tercihinizi daha sonra her sayfanın alt kısmındaki Çerez Ayarları bağlantısından istediğiniz zaman değiştirebilir veya verdiğiniz onayı geri alabilirsiniz. Onayınızı geri aldığınızda ilgili çerezler silinir ve bir daha yerleştirilmez.

Tarayıcınızın ayarlarından da çerezleri silebilir veya engelleyebilirsiniz. Ancak zorunlu çerezleri engellerseniz dil ve renk tercihiniz hatırlanmaz, üye girişi yapamaz ve formları gönderemezsiniz.

## Değişiklikler

Bu politikayı, kullandığımız çerezler değiştiğinde güncelleriz. Güncel sürüm her zaman bu sayfada yayımlanır. Sorularınız için kvkk@yolda.com.tr adresine yazabilirsiniz.`;

const cookiePolicyEn = `This Cookie Policy explains which cookies Yolda Araç Kiralama A.Ş. uses on its website at yolda.com.tr, why and for how long, and how you can manage your preferences. You will find more about the personal data processed through cookies in our Personal Data Notice.

## What are cookies?

Cookies are small text files saved in your browser when you visit a website. They let the site remember you from page to page, for example to keep your language choice or keep you signed in. Cookies deleted when you close the browser are called session cookies; those kept for a set time are called persistent cookies.

## Strictly necessary cookies

These cookies are needed for the site to work and stay secure; they cannot be switched off and do not require your consent. All of them are first-party cookies, set and read only by yolda.com.tr.

- yolda_lang: remembers the site language you chose (Turkish or English). Duration: 365 days.
- yolda_theme: remembers the colour mode you chose (light, dark or system setting). Duration: 365 days.
- XSRF-TOKEN: protects against cross-site request forgery by checking that form submissions really come from you. Duration: the session; deleted when you close the browser.
- yolda_session: keeps you signed in after you log in as a member. Duration: the browser session, or up to 30 days if you tick "Remember me".
- yolda_consent: stores your cookie choices so you are not asked again on every visit. Duration: 365 days.
- yolda_app_prompt: remembers that you dismissed the mobile app banner so it is not shown again. Duration: 180 days.

Strictly necessary cookies are used under points (c) and (f) of the second paragraph of article 5 of Law No. 6698, on the basis of concluding and performing a contract and our legitimate interest in running the site securely. They are not used for advertising or profiling.

## Optional cookies

- Analytics cookies: help us understand how the site is used, for example which pages are visited and where errors occur.
- Marketing cookies: used to show you campaigns that match your interests, on our site and elsewhere.

These categories are off until you accept them, and declining them does not limit any feature of the site. At present no tool on our site sets cookies in these categories. If we start using one, we will add the cookies' names, providers and durations to this policy, and they will only be activated after you give explicit consent for that category.

## How to manage your preferences

You can accept or decline the optional categories in the cookie banner shown on your first visit. You can change your choice or withdraw your consent at any time through the Cookie Settings link at the bottom of every page. When you withdraw consent, the cookies concerned are deleted and not set again.

You can also delete or block cookies in your browser settings. However, if you block strictly necessary cookies, your language and colour choices will not be remembered, and you will not be able to sign in or send forms.

## Changes

We update this policy whenever the cookies we use change. The current version is always published on this page. If you have any questions, write to kvkk@yolda.com.tr.`;

const aboutTr = `Yolda, 2012 yılında İstanbul Sabiha Gökçen Havalimanı'nda küçük bir ofis ve bir avuç araçla yola çıktı. Amacımız basitti: araç kiralamayı, fiyatını ilk bakışta anladığınız, sürprizle karşılaşmadığınız ve ihtiyaç duyduğunuzda arkanızda birini bulduğunuz bir deneyime dönüştürmek. Bugün İstanbul'dan Gaziantep'e, Trabzon'dan Bodrum'a dokuz ilde 16 ofisle, tatile çıkan ailelere, iş seyahatindeki profesyonellere ve şirketlerin filo ihtiyaçlarına hizmet veriyoruz.

## Neye önem veriyoruz

- Şeffaf fiyat: Gördüğünüz fiyata KDV dahildir. Tek yön ücreti, paketler ve ek ürünler ödeme öncesinde ayrı satırlar hâlinde gösterilir. Kampanya ve üye indirimi birleşmez; hangisinin uygulandığını her zaman açıkça yazarız.
- Dürüst rezervasyon: Bir modeli "veya aynı sınıfta benzeri" olarak sunarız ve rezerve ettiğiniz sınıfı sağlayamazsak ek ücret almadan bir üst sınıfı veririz.
- Açık iptal koşulları: İptal durumunda ne kadar iade alacağınızı, talebi göndermeden önce formda görürsünüz.
- Güvenli ödeme: Kart bilgileriniz doğrudan bankanın 3-D Secure sayfasına gider; biz kart numaranızı görmeyiz.
- Her an yanınızda: Kiralama süresince 7 gün 24 saat yol yardımı sunarız; havalimanı ofislerimiz gece gündüz açıktır.

## Filomuz

Filomuzu ekonomik sınıftan SUV ve minivanlara kadar farklı ihtiyaçlara göre oluşturuyoruz. Araçlarımızın bakımlarını üretici takvimine uygun olarak yetkili servislerde yaptırıyor, her teslimden önce temizlik, lastik ve güvenlik kontrollerini tamamlıyoruz. Yeni alımlarda hibrit ve elektrikli modellere öncelik veriyor, yerli elektrikli otomobil Togg'u da filomuzda sunuyoruz.

## Kurumsal çözümler

Şirketlere günlük ve uzun dönem kiralamalarda, proje bazlı ihtiyaçlarda ve filo yönetiminde özel çözümler sunuyoruz. 90 günü aşan kiralamalar ve birden fazla araç için Filo Kiralama sayfasındaki formu doldurmanız yeterli; kurumsal satış ekibimiz size kısa sürede dönüş yapar.

## Bizimle çalışın

Yolda ekibi, müşteri deneyimini her şeyin önünde tutan, sahada ve ofiste birlikte çözüm üreten insanlardan oluşur. Rezervasyondan operasyona, finanstan bilgi teknolojilerine açık pozisyonlarımız için İnsan Kaynakları sayfamızdan başvurabilirsiniz.

Yolculuğunuzun her kilometresinde yanınızda olmaktan mutluluk duyuyoruz. İyi yolculuklar!`;

const aboutEn = `Yolda set off in 2012 with a small office and a handful of cars at Istanbul Sabiha Gökçen Airport. Our aim was simple: to make renting a car an experience where you understand the price at a glance, meet no surprises and always have someone behind you when you need help. Today, with 16 offices in nine provinces, from Istanbul to Gaziantep and from Trabzon to Bodrum, we serve families on holiday, professionals travelling for work and companies with fleet needs.

## What we care about

- Transparent prices: the price you see includes VAT. One-way fees, packages and extras are shown as separate lines before you pay. Campaign and member discounts do not add up, and we always state clearly which one is applied.
- Honest bookings: we offer a model "or similar in the same class", and if we cannot provide the class you booked, you get a higher class at no extra charge.
- Clear cancellation rules: before you send a cancellation request, the form shows exactly how much you will get back.
- Secure payment: your card details go straight to the bank's 3-D Secure page; we never see your card number.
- Always there: we provide 24/7 roadside assistance throughout your rental, and our airport offices are open day and night.

## Our fleet

We build our fleet around different needs, from economy cars to SUVs and minivans. Our cars are serviced at authorised workshops on the manufacturers' schedules, and we complete cleaning, tyre and safety checks before every handover. When buying new cars we give priority to hybrid and electric models, and we also offer Turkey's home-grown electric car, the Togg.

## Corporate solutions

We offer companies tailored solutions for daily and long-term rentals, project-based needs and fleet management. For rentals longer than 90 days or for several cars, simply fill in the form on the Fleet Rental page, and our corporate sales team will get back to you shortly.

## Work with us

The Yolda team is made up of people who put the customer experience first and solve problems together, in the field and in the office. You can apply for open positions, from reservations and operations to finance and information technology, through our careers page.

We are glad to be with you for every kilometre of your journey. Safe travels!`;

const membershipTr = `Bu Üyelik Sözleşmesi ("Sözleşme"), Yolda Araç Kiralama A.Ş. ("Yolda") ile yolda.com.tr web sitesi veya Yolda mobil uygulaması üzerinden üye olan kişi ("Üye") arasında, üyelik formunun doldurulup bu Sözleşme'nin elektronik ortamda onaylanmasıyla kurulur.

## 1. Taraflar

- Yolda Araç Kiralama A.Ş., Esentepe Mahallesi, Yolcu Sokak No: 7, 34394 Şişli/İstanbul, Mersis no: 0999000012340015, e-posta: musterihizmetleri@yolda.com.tr.
- Üyelik formunda bilgileri yer alan gerçek kişi.

## 2. Konu

Sözleşme'nin konusu, Üye'nin Yolda'nın web sitesi ve mobil uygulamasında sunulan üyelik hizmetlerinden yararlanma koşullarının ve tarafların hak ve yükümlülüklerinin belirlenmesidir. Araç kiralamaya ilişkin koşullar Araç Kiralama Koşulları'nda ve her kiralamada imzalanan kiralama sözleşmesinde düzenlenir.

## 3. Üyelik şartları

- Üyelik ücretsizdir.
- Üye olabilmek için 18 yaşını doldurmuş ve fiil ehliyetine sahip bir gerçek kişi olmak gerekir. Araç kiralamak için ayrıca her modelin yaş ve ehliyet şartları aranır.
- Üye, formda verdiği bilgilerin doğru, güncel ve kendisine ait olduğunu kabul eder ve bilgilerindeki değişiklikleri profil sayfasından günceller.
- Her kişi yalnızca bir üyelik hesabı açabilir.
- Üyelik, e-posta adresine gönderilen 6 haneli doğrulama kodunun 3 dakika içinde girilmesiyle etkinleşir.

## 4. Hesap güvenliği

Üye, en az 6 karakterden oluşan şifresini gizli tutmak ve üçüncü kişilerle paylaşmamakla yükümlüdür. Hesabın Üye'nin kusuruyla başkaları tarafından kullanılmasından doğan sonuçlardan Üye sorumludur. Üye, hesabının yetkisiz kullanıldığından şüphelenirse şifresini derhâl değiştirmeli ve Yolda'yı bilgilendirmelidir. "Beni hatırla" seçeneği yalnızca kişisel cihazlarda kullanılmalıdır.

## 5. Üyelik avantajları

- Araç listesinde her model için üye fiyatı.
- Yalnızca üyelere açık kampanyalar.
- Rezervasyonların, kiralamaların ve faturaların Üye İşlemleri sayfasından takibi.
- Sürücü ve fatura bilgilerinin profilden otomatik doldurulması.

Üye indirimi ile kampanya indirimleri birleşmez; bir rezervasyonda hangisi Üye için daha avantajlıysa o uygulanır. Yolda, üyelik avantajlarının kapsamını ve oranlarını ileriye dönük olarak değiştirebilir; bu değişiklikler, değişiklikten önce yapılmış rezervasyonları etkilemez. Üyelik avantajları devredilemez ve nakde çevrilemez.

## 6. Üye'nin yükümlülükleri

Üye; site ve uygulamayı hukuka ve bu Sözleşme'ye uygun kullanmayı, başka bir kişinin adına işlem yapmamayı, sitenin işleyişini bozacak veya güvenliğini tehlikeye atacak girişimlerde bulunmamayı, otomatik araçlarla veri toplamamayı ve başkalarının hesaplarına erişmeye çalışmamayı kabul eder.

## 7. Yolda'nın hak ve yükümlülükleri

Yolda, üyelik hizmetlerini makul özenle sunar; bakım, güncelleme veya kendisinden kaynaklanmayan teknik nedenlerle hizmete geçici olarak erişilememesinden sorumlu değildir. Sözleşme'ye veya hukuka aykırı kullanım tespit edilmesi hâlinde Yolda, Üye'ye bildirimde bulunarak hesabı askıya alabilir veya üyeliği sona erdirebilir.

## 8. Kişisel veriler ve iletişim

Üye'nin kişisel verileri, KVKK Aydınlatma Metni'nde açıklanan amaçlarla ve 6698 sayılı Kişisel Verilerin Korunması Kanunu'na uygun olarak işlenir. Kampanya ve tanıtım iletileri yalnızca Üye'nin açık rızası ve ticari elektronik ileti onayı varsa gönderilir; açık rıza vermek üyeliğin şartı değildir ve her zaman geri alınabilir. Rezervasyon onayı, iptal sonucu ve güvenlik bildirimleri gibi hizmete ilişkin iletiler onaydan bağımsız olarak gönderilir. Yolda'nın bildirimleri, Üye'nin kayıtlı e-posta adresine gönderildiği anda yapılmış sayılır.

## 9. Fikrî mülkiyet

Site ve uygulamadaki tüm içerik, tasarım, logo ve yazılımlar Yolda'ya veya lisans verenlerine aittir; izinsiz kopyalanamaz, çoğaltılamaz ve ticari amaçla kullanılamaz.

## 10. Sözleşme değişiklikleri

Yolda bu Sözleşme'yi güncelleyebilir. Üye aleyhine olan değişiklikler, yürürlüğe girmeden en az 15 gün önce e-postayla ve sitede duyurulur. Üye, değişikliği kabul etmezse üyeliğini sona erdirebilir. Her onay, onaylanan metnin sürümüyle birlikte kayıt altına alınır.

## 11. Üyeliğin sona ermesi

Üye, dilediği zaman Üye İşlemleri sayfasındaki Üyeliği Sonlandır bölümünden bir neden belirterek üyeliğini sona erdirebilir. Bu durumda tüm cihazlardaki oturumlar kapatılır ve kişisel veriler, rezervasyonlar ve faturalar için kanunen saklanması gerekenler dışında anonim hâle getirilir. Devam eden veya gelecek tarihli rezervasyonlar üyeliğin sona ermesinden etkilenmez ve Araç Kiralama Koşulları'na göre yürütülür.

## 12. Delil ve uyuşmazlıklar

Taraflar, Yolda'nın elektronik kayıtlarının 6100 sayılı Hukuk Muhakemeleri Kanunu'nun 193. maddesi uyarınca delil niteliğinde olduğunu kabul eder. Bu Sözleşme Türk hukukuna tabidir. Uyuşmazlıklarda Üye, Ticaret Bakanlığı'nca her yıl ilan edilen parasal sınırlar dahilinde tüketici hakem heyetlerine, bu sınırları aşan durumlarda tüketici mahkemelerine başvurabilir.

## 13. Yürürlük

Sözleşme, Üye'nin üyelik formunda Sözleşme'yi okuyup onaylamasıyla yürürlüğe girer ve üyelik süresince geçerlidir. Onay tarihi, saati, IP adresi ve onaylanan sürüm kayıt altına alınır.`;

const membershipEn = `This Membership Agreement (the "Agreement") is concluded between Yolda Araç Kiralama A.Ş. ("Yolda") and the person who becomes a member through the yolda.com.tr website or the Yolda mobile app (the "Member") when the membership form is completed and this Agreement is accepted electronically.

## 1. Parties

- Yolda Araç Kiralama A.Ş., Esentepe Mahallesi, Yolcu Sokak No: 7, 34394 Şişli/Istanbul, Turkey, Mersis no: 0999000012340015, e-mail: musterihizmetleri@yolda.com.tr.
- The individual whose details are given in the membership form.

## 2. Subject

This Agreement sets out the conditions under which the Member may use the membership services offered on Yolda's website and mobile app, and the rights and obligations of the parties. The conditions for renting a car are set out in the Rental Terms and in the rental agreement signed for each rental.

## 3. Membership conditions

- Membership is free of charge.
- To become a member you must be an individual aged 18 or over with full legal capacity. Renting a car additionally requires meeting each model's age and licence requirements.
- The Member confirms that the details given in the form are accurate, up to date and their own, and keeps them updated on the profile page.
- Each person may open only one member account.
- Membership is activated by entering, within 3 minutes, the 6-digit verification code sent to the Member's e-mail address.

## 4. Account security

The Member must keep their password, of at least 6 characters, secret and not share it with anyone. The Member is responsible for the consequences of others using the account through the Member's fault. If the Member suspects unauthorised use of the account, they must change the password at once and inform Yolda. The "Remember me" option should only be used on personal devices.

## 5. Member benefits

- A member price for each model in the car list.
- Campaigns open only to members.
- Tracking reservations, rentals and bills in the member area.
- Driver and billing details filled in automatically from the profile.

The member discount and campaign discounts are not combined; whichever is better for the Member applies to a reservation. Yolda may change the scope and rates of member benefits for the future; such changes do not affect reservations made before them. Member benefits cannot be transferred or exchanged for cash.

## 6. The Member's obligations

The Member agrees to use the site and app lawfully and in line with this Agreement, not to act in someone else's name, not to attempt to disrupt the site or compromise its security, not to collect data by automated means, and not to try to access other people's accounts.

## 7. Yolda's rights and obligations

Yolda provides the membership services with reasonable care; it is not liable for temporary unavailability due to maintenance, updates or technical reasons beyond its control. If use contrary to this Agreement or the law is detected, Yolda may suspend the account or end the membership after notifying the Member.

## 8. Personal data and communication

The Member's personal data is processed for the purposes explained in the Personal Data Notice and in line with Law No. 6698 on the Protection of Personal Data. Campaign and promotional messages are sent only if the Member has given explicit consent and approval for commercial electronic messages; giving consent is not a condition of membership and can be withdrawn at any time. Service messages such as reservation confirmations, cancellation outcomes and security notices are sent regardless of consent. Notices from Yolda are deemed given when sent to the Member's registered e-mail address.

## 9. Intellectual property

All content, designs, logos and software on the site and in the app belong to Yolda or its licensors and may not be copied, reproduced or used commercially without permission.

## 10. Changes to the Agreement

Yolda may update this Agreement. Changes to the Member's disadvantage are announced by e-mail and on the site at least 15 days before they take effect. A Member who does not accept a change may end their membership. Each acceptance is recorded together with the version of the text accepted.

## 11. Ending the membership

The Member may end their membership at any time, giving a reason, in the End Membership section of the member area. All sessions on all devices are then signed out, and personal data is anonymised, except what the law requires to be kept for reservations and bills. Ongoing or future reservations are not affected by the end of membership and are handled under the Rental Terms.

## 12. Evidence and disputes

The parties agree that Yolda's electronic records constitute evidence under article 193 of the Code of Civil Procedure No. 6100. This Agreement is governed by Turkish law. In a dispute, the Member may apply to the consumer arbitration committees within the monetary limits announced each year by the Ministry of Trade, and to the consumer courts above those limits.

## 13. Entry into force

The Agreement enters into force when the Member reads and accepts it in the membership form and remains valid for as long as the membership lasts. The date, time, IP address and version accepted are recorded.`;

const explicitConsentTr = `Bu metin, Yolda Araç Kiralama A.Ş. ("Yolda") tarafından, 6698 sayılı Kişisel Verilerin Korunması Kanunu'nun 5. maddesinin birinci fıkrası uyarınca, yalnızca açık rızanıza dayanan işlemler için onayınızı almak amacıyla hazırlanmıştır. Kişisel verilerinizin genel olarak nasıl işlendiğini KVKK Aydınlatma Metni'nde bulabilirsiniz.

## Açık rızanızla yapılacak işlemler

- Ad, soyad, e-posta adresi ve cep telefonu numaranızın; kampanya, indirim, yeni ofis ve hizmet duyuruları ile size özel tekliflerin e-posta, kısa mesaj, telefon ve mobil uygulama bildirimi yoluyla iletilmesi amacıyla işlenmesi.
- Kiralama geçmişiniz, tercih ettiğiniz ofisler, araç sınıfları ve seyahat dönemlerinizin, size uygun kampanya ve tekliflerin belirlenmesi amacıyla analiz edilmesi.
- Çerez ayarlarında ayrıca onay vermeniz hâlinde, analitik ve pazarlama çerezleriyle toplanan site kullanım bilgilerinizin bu analizlerde kullanılması.

Bu veriler, yalnızca yukarıdaki amaçlarla sınırlı olarak ve veri işleyen sıfatıyla hizmet aldığımız e-posta, kısa mesaj ve bildirim gönderim hizmeti sağlayıcılarıyla paylaşılabilir.

## Bilmeniz gerekenler

- Açık rıza vermek tamamen isteğe bağlıdır. Rıza vermemeniz üye olmanıza, araç kiralamanıza veya üyelik avantajlarından yararlanmanıza engel değildir.
- Ticari elektronik ileti onayınız, 6563 sayılı Elektronik Ticaretin Düzenlenmesi Hakkında Kanun uyarınca İleti Yönetim Sistemi'ne (İYS) kaydedilir; onayınızı İYS üzerinden de yönetebilirsiniz.
- Rızanızı dilediğiniz zaman Üye İşlemleri altındaki profil sayfanızdan, gönderdiğimiz her iletideki ayrılma bağlantısından veya kvkk@yolda.com.tr adresine yazarak geri alabilirsiniz. Geri alma, o andan sonraki işlemler için geçerlidir.
- Rızanızı geri aldığınızda pazarlama amacıyla işlenen verileriniz bu amaçla kullanılmaz ve tarafınıza kampanya iletisi gönderilmez; rezervasyon onayı gibi hizmete ilişkin iletiler gönderilmeye devam eder.
- Verdiğiniz onay, metnin sürümü, onay tarihi ve IP adresiyle birlikte kayıt altına alınır.

## Onay beyanı

Yukarıdaki bilgilendirmeyi okudum ve anladım. Kişisel verilerimin bu metinde belirtilen amaçlarla işlenmesine ve belirtilen hizmet sağlayıcılarla paylaşılmasına özgür irademle açık rıza veriyorum.`;

const explicitConsentEn = `This text has been prepared by Yolda Araç Kiralama A.Ş. ("Yolda") to ask for your consent, under the first paragraph of article 5 of Law No. 6698 on the Protection of Personal Data, for processing that relies solely on your explicit consent. You will find how your personal data is processed in general in our Personal Data Notice.

## Processing based on your explicit consent

- Processing your first and last name, e-mail address and mobile phone number to send you campaigns, discounts, news about new offices and services, and personalised offers by e-mail, text message, phone and mobile app notification.
- Analysing your rental history and the offices, car classes and travel periods you prefer, to decide which campaigns and offers suit you.
- If you also accept them in the cookie settings, using information about your use of the site collected by analytics and marketing cookies in these analyses.

This data may be shared, only for the purposes above, with the e-mail, text message and notification service providers we work with as data processors.

## What you should know

- Giving explicit consent is entirely optional. Not giving it does not stop you from becoming a member, renting a car or enjoying member benefits.
- Your approval for commercial electronic messages is recorded in the Message Management System (İYS) under Law No. 6563 on the Regulation of Electronic Commerce, and you can also manage it through İYS.
- You can withdraw your consent at any time on your profile page in the member area, through the unsubscribe link in every message we send, or by writing to kvkk@yolda.com.tr. Withdrawal applies from that moment on.
- Once you withdraw your consent, your data is no longer used for marketing and no campaign messages are sent to you; service messages such as reservation confirmations continue.
- Your consent is recorded together with the version of this text, the date and your IP address.

## Declaration of consent

I have read and understood the information above. Of my own free will, I give my explicit consent to the processing of my personal data for the purposes stated in this text and to its sharing with the service providers described.`;

const helpTr = `Yolda Yardım Merkezi'ne hoş geldiniz. Aradığınız yanıtı çoğu zaman birkaç tıklamayla bulabilirsiniz:

- Sıkça Sorulan Sorular: depozito, ödeme, sürücü şartları, iptal ve araçlarla ilgili en sık sorulan sorular ve yanıtları.
- Araç Kiralama Rehberi: aramadan iadeye kadar kiralamanın tüm adımları.
- Araç Kiralama Koşulları: kiralamaya ilişkin kuralların tamamı.
- Rezervasyon Ön İzleme: rezervasyon numaranız ve sürücünün soyadıyla rezervasyonunuzu görüntüleyin.
- Rezervasyon İptal: iptal talebi oluşturun ve alacağınız iade tutarını görün.
- İletişim: talep, öneri ve şikâyetlerinizi ilgili departmana iletin.

Kiralama sırasında arıza veya kaza yaşarsanız kiralama sözleşmenizde ve araçtaki bilgi kartında yazan 7/24 yol yardım hattımızı arayın.`;

const helpEn = `Welcome to the Yolda Help Centre. Most answers are only a few clicks away:

- Frequently Asked Questions: the most common questions about deposits, payment, driver requirements, cancellation and our cars, with answers.
- Car Rental Guide: every step of renting, from search to return.
- Rental Terms: the full set of rules for your rental.
- Reservation Lookup: view your reservation with your reservation number and the driver's last name.
- Reservation Cancellation: request a cancellation and see the refund you will get.
- Contact: send your requests, suggestions and complaints to the right department.

If you have a breakdown or an accident during your rental, call our 24/7 roadside assistance line, which you will find in your rental agreement and on the information card in the car.`;

export const pageTexts: Array<typeof pages.$inferInsert> = [
  {
    key: "rental-terms",
    titleTr: "Araç Kiralama Koşulları",
    titleEn: "Rental Terms",
    bodyTr: rentalTermsTr,
    bodyEn: rentalTermsEn,
    version: 1,
  },
  {
    key: "rental-guide",
    titleTr: "Araç Kiralama Rehberi",
    titleEn: "Car Rental Guide",
    bodyTr: rentalGuideTr,
    bodyEn: rentalGuideEn,
    version: 1,
  },
  {
    key: "kvkk",
    titleTr: "KVKK Aydınlatma Metni",
    titleEn: "Personal Data Notice",
    bodyTr: kvkkTr,
    bodyEn: kvkkEn,
    version: 1,
  },
  {
    key: "cookie-policy",
    titleTr: "Çerez Politikası",
    titleEn: "Cookie Policy",
    bodyTr: cookiePolicyTr,
    bodyEn: cookiePolicyEn,
    version: 1,
  },
  {
    key: "about",
    titleTr: "Hakkımızda",
    titleEn: "About Us",
    bodyTr: aboutTr,
    bodyEn: aboutEn,
    version: 1,
  },
  {
    key: "membership-agreement",
    titleTr: "Üyelik Sözleşmesi",
    titleEn: "Membership Agreement",
    bodyTr: membershipTr,
    bodyEn: membershipEn,
    version: 1,
  },
  {
    key: "explicit-consent",
    titleTr: "Açık Rıza Metni",
    titleEn: "Explicit Consent Text",
    bodyTr: explicitConsentTr,
    bodyEn: explicitConsentEn,
    version: 1,
  },
  {
    key: "help",
    titleTr: "Yardım",
    titleEn: "Help",
    bodyTr: helpTr,
    bodyEn: helpEn,
    version: 1,
  },
];
