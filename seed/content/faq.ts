// FAQ entries for /sss. Answers must agree with docs/domain-rules.md.

import type { faqEntries } from "#app/server/db/schema.ts";

export const faqData: Array<Omit<typeof faqEntries.$inferInsert, "id">> = [
  // booking
  {
    topic: "booking",
    sort: 1,
    questionTr: "Ne kadar önceden rezervasyon yapmam gerekiyor?",
    questionEn: "How far in advance do I need to book?",
    answerTr: `Aracı en erken, rezervasyonu yaptığınız andan 2 saat sonrası için alabilirsiniz; en ileri tarih ise 365 gün sonrasıdır. Alış ve iade saatleri 30 dakikalık aralıklarla seçilir ve ofisin o günkü çalışma saatleri içinde olmalıdır. Havalimanı ofislerimiz her gün 24 saat açıktır; şehir ofislerimizin saatlerini ve resmî tatillerdeki değişiklikleri ofis sayfalarında bulabilirsiniz.

Rezervasyon, seçtiğiniz model için "veya aynı sınıfta benzeri" olarak yapılır; size aynı sınıftan eşdeğer bir model teslim edilebilir.`,
    answerEn: `You can book a car for pick-up as soon as 2 hours from now and as far as 365 days ahead. Pick-up and return times are chosen in 30-minute steps and must fall within the office's opening hours on that day. Our airport offices are open 24 hours a day, every day; city office hours and any holiday changes are shown on each office's page.

You book a model "or similar in the same class", so the car you receive may be an equivalent model from the same class.`,
  },
  {
    topic: "booking",
    sort: 2,
    questionTr: "En kısa ve en uzun kaç günlük kiralama yapabilirim?",
    questionEn: "What are the shortest and longest rentals I can book?",
    answerTr: `Sitemizden 1 ile 90 gün arasındaki kiralamalar için rezervasyon yapabilirsiniz. 90 günden uzun kiralamalar veya birden fazla araç için Filo Kiralama sayfasındaki talep formunu doldurun; kurumsal satış ekibimiz size özel bir teklifle dönüş yapar.

Süre 24 saatlik dilimlerle hesaplanır: başlayan her 24 saat bir gün sayılır, ancak 60 dakikalık bir tolerans vardır. Örneğin 24 saat 50 dakikalık bir kiralama 1 gün, 25 saat 30 dakikalık bir kiralama 2 gün olarak ücretlendirilir.`,
    answerEn: `You can book rentals of 1 to 90 days on our site. For rentals longer than 90 days, or for several cars, please fill in the request form on the Fleet Rental page and our corporate sales team will come back to you with a tailored offer.

Rental length is counted in 24-hour periods: every started 24 hours counts as a day, with a 60-minute grace period. A rental of 24 hours and 50 minutes is charged as 1 day; one of 25 hours and 30 minutes is charged as 2 days.`,
  },
  {
    topic: "booking",
    sort: 3,
    questionTr: "Aracı aldığım ofisten farklı bir ofise bırakabilir miyim?",
    questionEn: "Can I return the car to a different office?",
    answerTr: `Evet. Arama formunda farklı bir iade ofisi seçmeniz yeterli. Aynı şehirdeki ofislerimiz arasında tek yön ücreti alınmaz. Başka bir şehirdeki ofise bırakacaksanız iki şehir arasındaki tek yön ücreti fiyat özetinde ayrı bir satır olarak gösterilir ve ödemeden önce toplam tutara eklenir.

Araç, rezervasyonda yazan ofisten başka bir yere haber verilmeden bırakılırsa tek yön ücretine ek olarak aracın geri getirilme masrafı da yansıtılabilir.`,
    answerEn: `Yes. Simply choose a different return office in the search form. There is no one-way fee between our offices in the same city. If you return the car in another city, the one-way fee for that pair of cities appears as a separate line in the price summary and is added to the total before you pay.

If a car is left somewhere other than the return office in the reservation without telling us, the cost of bringing it back may be charged on top of the one-way fee.`,
  },
  {
    topic: "booking",
    sort: 4,
    questionTr: "Rezervasyonumu değiştirebilir miyim?",
    questionEn: "Can I change my reservation?",
    answerTr: `Tarih, saat, ofis veya araç sınıfını değiştirmek için rezervasyon numaranızla birlikte iletişim formundan Rezervasyon departmanımıza yazın ya da ofislerimizden birini arayın. Değişiklik, yeni tarihlerde uygun araç bulunmasına bağlıdır ve fiyat yeni koşullara göre yeniden hesaplanır; aradaki fark sizden tahsil edilir veya size iade edilir.

Dilerseniz mevcut rezervasyonunuz için iptal talebi oluşturup yeni bir rezervasyon da yapabilirsiniz; bu durumda iptal koşulları uygulanır. Rezervasyonunuzun güncel hâlini Rezervasyon Ön İzleme sayfasında, rezervasyon numaranız ve sürücünün soyadıyla görebilirsiniz.`,
    answerEn: `To change the dates, times, office or car class, write to our Reservations department through the contact form with your reservation number, or call any of our offices. A change depends on a car being available for the new details, and the price is recalculated for them; any difference is charged or refunded.

You can also request cancellation of your current reservation and make a new one; the cancellation policy then applies. You can always see the current state of your reservation on the Reservation Lookup page with your reservation number and the driver's last name.`,
  },
  {
    topic: "booking",
    sort: 5,
    questionTr: "Aracı geç iade edersem ne olur?",
    questionEn: "What happens if I return the car late?",
    answerTr: `İade saatinden sonraki ilk 60 dakika tolerans süresidir ve ücretlendirilmez. Gecikme 60 dakikayı aşarsa kiralamanız bir gün uzamış sayılır; o günün kiralama ücreti ile günlük ücretli güvence paketi ve ek ürünlerin bir günlük bedeli eklenir.

Gecikeceğinizi anladığınızda ofisimizi arayın. Araç, iadenizden sonra başka bir müşteriye ayrılmış olabilir; erken haber vermeniz hem sizin hem de sonraki müşterinin planını korur.`,
    answerEn: `The first 60 minutes after the return time are a grace period and cost nothing. If you are more than 60 minutes late, your rental counts as one day longer: one more day's rental charge is added, plus one day of any daily assurance package and extras.

Please call the office as soon as you know you will be late. The car may be booked for another customer after you, and an early call protects both your plans and theirs.`,
  },
  {
    topic: "booking",
    sort: 6,
    questionTr: "Aracı erken iade edersem kullanmadığım günlerin ücretini geri alır mıyım?",
    questionEn: "If I return the car early, do I get money back for the unused days?",
    answerTr: `Hayır. Kiralama bedeli rezervasyondaki tarihlere göre hesaplanır ve araç erken iade edildiğinde kullanılmayan günler için iade yapılmaz. Erken döneceğinizi ofise haber vermeniz yine de işinizi kolaylaştırır: iade kontrolü ve depozito işlemleri aracı teslim ettiğiniz anda başlar, böylece kartınızdaki provizyon da daha erken kalkar.`,
    answerEn: `No. The rental charge is based on the dates in your reservation, and no refund is made for unused days when a car comes back early. It still helps to let the office know: the return check and the deposit release start the moment you hand the car back, so the hold on your card is lifted sooner.`,
  },
  {
    topic: "booking",
    sort: 7,
    questionTr: "Havalimanında aracı nereden teslim alırım?",
    questionEn: "Where do I collect my car at the airport?",
    answerTr: `Havalimanı ofislerimiz terminal binasında veya terminale yürüme mesafesindedir; tam yeri ve telefon numarası ofis sayfasında ve rezervasyon onay e-postanızda yazar. Bu ofisler 7 gün 24 saat açıktır. Rezervasyon notuna uçuş numaranızı yazarsanız uçuşunuzu takip eder, rötar olsa da aracınızı sizin için hazır tutarız.

Otele veya adrese teslim hizmetini sitemiz üzerinden sunmuyoruz. Kurumsal müşterilerimiz bu ihtiyacı Filo Kiralama formundan iletebilir.`,
    answerEn: `Our airport offices are in the terminal building or within walking distance of it; the exact location and phone number are on the office page and in your confirmation e-mail. These offices are open 24 hours a day, 7 days a week. If you add your flight number to the reservation note, we follow your flight and keep your car ready even when you are delayed.

We do not offer delivery to hotels or home addresses through the site. Corporate customers can ask for it through the Fleet Rental form.`,
  },
  // payment
  {
    topic: "payment",
    sort: 1,
    questionTr: "Banka kartıyla ödeme yapabilir miyim, kredi kartı şart mı?",
    questionEn: "Can I pay with a debit card, or do I need a credit card?",
    answerTr: `Online ödemeyi 3-D Secure destekleyen bir kredi kartı veya banka kartıyla yapabilirsiniz. Depozito ise aracı teslim alırken sürücü adına düzenlenmiş bir kredi kartından provizyon olarak alınır; banka kartı, ön ödemeli kart ve sanal kartla depozito alınamaz.

Kartın sahibi ile aracı kullanacak sürücü aynı kişi olmalıdır. Ödeme ekranında kart sahibinin adı sürücünün adıyla karşılaştırılır ve başka bir kişiye ait kartla yapılan ödeme kabul edilmez.`,
    answerEn: `You can pay online with any credit or debit card that supports 3-D Secure. The deposit, however, is taken at pick-up as a hold on a credit card in the driver's name; we cannot take a deposit on a debit, prepaid or virtual card.

The card holder and the driver must be the same person. The payment page compares the card holder's name with the driver's name and refuses a card that belongs to someone else.`,
  },
  {
    topic: "payment",
    sort: 2,
    questionTr: "3-D Secure nedir, neden gerekiyor?",
    questionEn: "What is 3-D Secure and why is it required?",
    answerTr: `3-D Secure, kartınızı veren bankanın ödemeyi gerçekten sizin yaptığınızı doğruladığı güvenlik adımıdır. Kart bilgilerinizi girdikten sonra bankanızın sayfası açılır; ödemeyi telefonunuza gelen tek kullanımlık şifreyle veya bankanızın mobil uygulamasından onaylarsınız. Kart bilgileriniz doğrudan bankanın ödeme sayfasına gider; Yolda kart numaranızı görmez ve saklamaz.

Ödeme adımına geçtiğinizde araç 15 dakika boyunca sizin için ayrılır ve ekrandaki sayaç kalan süreyi gösterir. Bu sürede ödeme onaylanmazsa ayırma kalkar. Süre dolduktan sonra bankadan onay gelirse tutar kartınıza iade edilir ve size e-postayla bilgi verilir.`,
    answerEn: `3-D Secure is the step in which the bank that issued your card confirms that you are the one paying. After you enter your card details, your bank's page opens and you approve the payment with a one-time code sent to your phone or in your bank's mobile app. Your card details go straight to the bank's payment page; Yolda never sees or stores your card number.

When you reach the payment step, the car is held for you for 15 minutes and a countdown shows the time left. If the payment is not approved within that time, the hold is released. If the bank's approval arrives after the time has run out, the amount is refunded to your card and we tell you by e-mail.`,
  },
  {
    topic: "payment",
    sort: 3,
    questionTr: "Ödemeyi ofiste yapabilir miyim?",
    questionEn: "Can I pay at the office?",
    answerTr: `Evet. Rezervasyonun ödeme adımında ofiste ödeme seçeneğini seçerseniz online hiçbir tutar tahsil edilmez; rezervasyonunuz hemen onaylanır ve kiralama bedelini aracı teslim alırken ofiste ödersiniz. Depozito da teslim sırasında sürücü adına bir kredi kartından alınır.

Ofiste ödemeli rezervasyonlarda sizden önceden para alınmadığı için iptal ücretsizdir.`,
    answerEn: `Yes. If you choose to pay at the office in the payment step, nothing is charged online; your reservation is confirmed at once and you pay the rental charge at the desk when you collect the car. The deposit is also taken at pick-up, on a credit card in the driver's name.

Since nothing is charged in advance for a pay-at-office reservation, cancelling it costs nothing.`,
  },
  {
    topic: "payment",
    sort: 4,
    questionTr: "Depozito ne kadar, ne zaman iade edilir?",
    questionEn: "How much is the deposit and when do I get it back?",
    answerTr: `Depozito tutarı modele göre değişir; araç listesinde ve rezervasyon özetinde yazar. Tutar, aracı teslim alırken sürücü adına kredi kartından provizyon olarak bloke edilir: kartınızdan çekilmez, yalnızca kullanılabilir limitinizden düşer.

Aracı iade ettiğinizde yakıt, kilometre ve hasar kontrolü yapılır. Kapatılması gereken bir tutar yoksa provizyon aynı gün kaldırılır; blokenin limitinize geri yansıması bankanıza bağlı olarak birkaç iş günü sürebilir. Köprü ve otoyol geçişleri veya trafik cezaları gibi kiralamadan sonra bildirilen tutarlar, kiralama sözleşmesi uyarınca ayrıca tahsil edilir.`,
    answerEn: `The deposit depends on the model; it is shown in the car list and in the reservation summary. It is taken at pick-up as a hold (pre-authorisation) on a credit card in the driver's name: nothing is charged, the amount is only set aside from your available limit.

When you return the car we check fuel, mileage and damage. If nothing is owed, the hold is released the same day; depending on your bank, it can take a few business days for the limit to show as available again. Amounts reported after the rental, such as bridge and motorway tolls or traffic fines, are charged separately under the rental agreement.`,
  },
  {
    topic: "payment",
    sort: 5,
    questionTr: "Faturamı nasıl alırım, şirket adına fatura kesebilir misiniz?",
    questionEn: "How do I get my invoice? Can you invoice my company?",
    answerTr: `Kiralamanız tamamlandığında faturanız düzenlenir ve sürücü bilgilerinde yazan e-posta adresine gönderilir. Üyeyseniz tüm faturalarınızı Üye İşlemleri altındaki Faturalar sayfasından PDF olarak indirebilirsiniz. Sitedeki tüm fiyatlara %20 KDV dahildir.

Şirket adına fatura için rezervasyonun fatura bilgileri bölümünde kurumsal seçeneğini işaretleyip şirket unvanını, vergi dairesini, 10 haneli vergi numarasını ve adresi girin. Fatura düzenlendikten sonra bilgilerde değişiklik yapmak mümkün olmayabileceği için lütfen dikkatle kontrol edin.`,
    answerEn: `When your rental is completed, your invoice is issued and sent to the e-mail address in the driver details. Members can download all their invoices as PDF files from the Bills page in the member area. All prices on the site include 20% VAT.

To have the invoice made out to a company, choose the company option in the billing section of the reservation and enter the company name, tax office, 10-digit tax number and address. Please check them carefully: it may not be possible to change them once the invoice has been issued.`,
  },
  // driver
  {
    topic: "driver",
    sort: 1,
    questionTr: "Araç kiralamak için yaş ve ehliyet şartı nedir?",
    questionEn: "What are the age and driving licence requirements?",
    answerTr: `Her modelin en düşük sürücü yaşı ve en az ehliyet süresi, araç listesinde ve araç detayında yazar. Şartlar sınıfa göre değişir; üst sınıflarda daha yüksektir. Kontrol, aracı teslim alacağınız tarihe göre yapılır: rezervasyonda doğum tarihiniz ve ehliyetinizin veriliş tarihi istenir, teslimde de ehliyetinizin aslıyla karşılaştırılır.

Ehliyetiniz B sınıfı olmalı ve süresi dolmamış olmalıdır. Ek sürücüler için de aynı şartlar geçerlidir.`,
    answerEn: `The minimum driver age and the minimum number of years you must have held a licence are shown for each model in the car list and on the car's page. They vary by class and are higher for the upper classes. They are checked against your pick-up date: the reservation asks for your date of birth and your licence issue date, and both are compared with your original licence at pick-up.

You need a valid class B licence. Additional drivers must meet the same requirements.`,
  },
  {
    topic: "driver",
    sort: 2,
    questionTr: "Yabancı uyrukluyum; araç kiralayabilir miyim, hangi belgeler gerekir?",
    questionEn: "I am a foreign national. Can I rent a car, and what do I need?",
    answerTr: `Evet. Rezervasyonda T.C. kimlik numarası yerine pasaport numaranızı girebilirsiniz. Aracı teslim alırken geçerli pasaportunuzu ve kendi ülkenizde aldığınız ehliyetin aslını göstermeniz gerekir. Ehliyetiniz Latin alfabesiyle yazılmamışsa yanınızda uluslararası sürücü belgesi de bulunmalıdır. Turist olarak Türkiye'ye girişinizden itibaren 6 ay boyunca yabancı ehliyetinizle araç kullanabilirsiniz.

Ödeme ve depozito için yine sürücü adına düzenlenmiş bir kredi kartı gerekir. Yurt dışında çıkarılmış kartlar, 3-D Secure destekliyorsa kabul edilir.`,
    answerEn: `Yes. In the reservation you can enter your passport number instead of a Turkish identity number. At pick-up, please show your valid passport and the original of the driving licence issued in your country. If your licence is not written in the Latin alphabet, you also need an International Driving Permit. As a visitor you may drive in Turkey on your foreign licence for 6 months from the date you entered the country.

You still need a credit card in the driver's name for payment and the deposit. Cards issued abroad are accepted if they support 3-D Secure.`,
  },
  {
    topic: "driver",
    sort: 3,
    questionTr: "Aracı başka biri de kullanabilir mi?",
    questionEn: "Can someone else drive the car?",
    answerTr: `Aracı yalnızca kiralama sözleşmesinde adı yazan sürücüler kullanabilir. Ek sürücüyü rezervasyonun ek ürünler adımında ekleyebilir veya aracı teslim alırken ofiste kaydettirebilirsiniz. Ek sürücünün de modelin yaş ve ehliyet şartlarını karşılaması ve teslim sırasında kimliği ve ehliyetinin aslıyla ofiste bulunması gerekir.

Sözleşmede adı olmayan birinin aracı kullanması hâlinde güvence paketlerinin koruması geçerli olmaz.`,
    answerEn: `Only drivers named in the rental agreement may drive the car. You can add an additional driver in the extras step of the reservation or register one at the desk when you collect the car. The additional driver must meet the model's age and licence requirements and be present at pick-up with their ID and original licence.

If someone who is not named in the agreement drives the car, no assurance package covers it.`,
  },
  {
    topic: "driver",
    sort: 4,
    questionTr: "Kiralama sırasında aldığım trafik cezaları ne olur?",
    questionEn: "What happens to traffic fines I get during the rental?",
    answerTr: `Kiralama süresince yapılan trafik ihlallerinden sürücü sorumludur. Radar, ortalama hız koridoru veya park ihlali gibi cezalar çoğu zaman kiralamadan haftalar sonra, ruhsat sahibi olarak bize tebliğ edilir. Bu durumda kiralama sözleşmesinin bilgileriyle, cezanın sürücü adına düzenlenmesi için yasal süre içinde ilgili kuruma başvururuz.

Cezanın sürücüye yönlendirilemediği ve bizim ödemek zorunda kaldığımız durumlarda, ceza tutarı tebligatın bir kopyasıyla birlikte size bildirilir ve kiralama sözleşmesi uyarınca tahsil edilir.`,
    answerEn: `The driver is responsible for any traffic offence committed during the rental. Fines for speed cameras, average-speed zones or parking are often served on us, as the registered owner, weeks after the rental. We then use the rental agreement to ask the authority, within the legal time limit, to reissue the fine in the driver's name.

Where the fine cannot be transferred and we have to pay it, we send you a copy of the notice with the amount and charge it under the rental agreement.`,
  },
  {
    topic: "driver",
    sort: 5,
    questionTr: "Köprü ve otoyol geçişlerini nasıl öderim? HGS veya OGS var mı?",
    questionEn: "How do I pay bridge and motorway tolls? Is there an HGS or OGS tag?",
    answerTr: `Araçlarımızın tamamında HGS etiketi bulunur; köprü, tünel ve otoyol geçişleri için ayrıca bir işlem yapmanız gerekmez. OGS kullanımdan kalktığı için geçişlerin tamamı HGS ile yapılır.

Kiralama süresindeki geçişlerin ücreti, kayıtlar bize ulaştığında hizmet bedeli eklenmeden, yalnızca geçiş bedeli kadar kartınıza yansıtılır; geçiş noktaları ve tutarlar faturanızda ayrıca gösterilir. Etiketin okunamadığı bir geçiş ihlalli geçiş olarak kaydedilirse bedeli yasal süresi içinde biz öderiz ve size ceza yansıtılmaz.`,
    answerEn: `Every car in our fleet carries an HGS toll tag, so you do not need to do anything at bridges, tunnels or motorway toll points. OGS has been phased out, so all tolls are collected through HGS.

When the records reach us, the tolls from your rental are charged to your card at cost, with no service fee, and each crossing and amount is listed on your invoice. If the tag is not read and a crossing is recorded as unpaid, we pay it within the legal period and you are not charged a penalty.`,
  },
  // assurance
  {
    topic: "assurance",
    sort: 1,
    questionTr: "Güvence paketleri ne işe yarar, almak zorunda mıyım?",
    questionEn: "What do the assurance packages do, and do I have to buy one?",
    answerTr: `Araçlarımızın tamamında yasal zorunlu trafik sigortası vardır; bu sigorta, bir kazada karşı tarafa verilen zararı karşılar. Kiraladığınız aracın kendi hasarı içinse güvence paketleri devreye girer: seçtiğiniz pakete göre hasar durumunda ödeyeceğiniz tutar azalır ya da tamamen kalkar. Her paketin kapsamı, günlük fiyatı ve kapsam dışındaki durumlar paket seçimi adımında yazar.

Güvence paketi almak zorunlu değildir; paket seçmeden ilerlerseniz sizden onay istenir. Herhangi bir güvence paketi olan rezervasyonları aracı teslim almadan önce ücretsiz iptal edebilirsiniz.`,
    answerEn: `Every car in our fleet has the compulsory motor third-party liability insurance required by law, which pays for damage you cause to others in an accident. Damage to the rental car itself is where assurance packages come in: depending on the package, the amount you pay in case of damage is reduced or removed altogether. Each package's cover, daily price and exclusions are listed in the package step.

Buying an assurance package is optional; if you continue without one, you are asked to confirm. Any reservation that includes an assurance package can be cancelled free of charge at any time before pick-up.`,
  },
  {
    topic: "assurance",
    sort: 2,
    questionTr: "Kaza yaparsam veya araç hasar görürse ne yapmalıyım?",
    questionEn: "What should I do after an accident or if the car is damaged?",
    answerTr: `- Önce can güvenliğini sağlayın; yaralı varsa 112'yi arayın.
- Dörtlü ikaz ışıklarını yakın, reflektörü yerleştirin ve araç güvenli bir yerde değilse trafiği tehlikeye atmadan kenara alın.
- Karşı tarafla birlikte kaza tespit tutanağı doldurun. Yaralanma, anlaşmazlık veya tek taraflı kaza varsa polisi (155) ya da jandarmayı (156) çağırıp tutanak tutturun.
- 7/24 yol yardım hattımızı arayın; numara kiralama sözleşmenizde ve araçtaki bilgi kartında yazar.
- Aracı kendiniz tamir ettirmeyin ve ofisimizin onayı olmadan çekiciye teslim etmeyin.

Tutanak veya resmî rapor olmadan bildirilen hasarlar, güvence paketiniz olsa bile kapsam dışında kalabilir. Alkol veya uyuşturucu etkisinde araç kullanımı, sözleşmede adı olmayan sürücü ve sözleşmede yasaklanan kullanım durumlarında hiçbir güvence paketi geçerli değildir.`,
    answerEn: `- Make sure everyone is safe first; if anyone is hurt, call 112.
- Switch on the hazard lights, set up the warning triangle and, if the car is in a dangerous spot, move it aside without putting traffic at risk.
- Fill in an accident report form (kaza tespit tutanağı) together with the other driver. If someone is injured, you cannot agree, or no other vehicle is involved, call the police (155) or the gendarmerie (156) and have them write a report.
- Call our 24/7 roadside assistance line; the number is in your rental agreement and on the information card in the car.
- Do not have the car repaired yourself, and do not hand it over to a tow truck without our office's approval.

Damage reported without an accident form or an official report may not be covered, even with an assurance package. No assurance package applies if the car is driven under the influence of alcohol or drugs, by a driver not named in the agreement, or in a way the agreement forbids.`,
  },
  {
    topic: "assurance",
    sort: 3,
    questionTr: "Kiraladığım araçla yurt dışına çıkabilir miyim?",
    questionEn: "Can I take the rental car abroad?",
    answerTr: `Hayır. Araçlarımız Türkiye sınırları dışına çıkarılamaz; Kuzey Kıbrıs Türk Cumhuriyeti dahil hiçbir ülkeye araçla geçilemez. Sigorta ve güvence paketlerinin kapsamı yalnızca Türkiye içinde geçerlidir.

Türkiye içindeki feribot hatlarını, örneğin Çanakkale Boğazı geçişlerini veya Bozcaada ve Gökçeada seferlerini kullanabilirsiniz.`,
    answerEn: `No. Our cars may not leave Turkey; you cannot drive them into any other country, including the Turkish Republic of Northern Cyprus. Insurance and assurance packages only apply within Turkey.

You may use domestic car ferries, for example across the Dardanelles or to the islands of Bozcaada and Gökçeada.`,
  },
  // cancellation
  {
    topic: "cancellation",
    sort: 1,
    questionTr: "Rezervasyonumu nasıl iptal ederim?",
    questionEn: "How do I cancel my reservation?",
    answerTr: `Rezervasyon İptal sayfasına rezervasyon numaranızı (YLD- ile başlar), sürücünün soyadını ve iptal nedeninizi yazıp güvenlik kodunu girmeniz yeterli. Form, göndermeden önce iptal koşullarına göre alacağınız iade tutarını gösterir.

İptal bir taleptir: uzmanlarımız talebinizi inceler ve sonucu e-postayla bildirir. İade tutarı, talebi gönderdiğiniz zamana göre hesaplanır.`,
    answerEn: `Go to the Reservation Cancellation page, enter your reservation number (it starts with YLD-), the driver's last name and your reason, and type the security code. Before you send it, the form shows the refund the cancellation policy gives you.

A cancellation is a request: our team reviews it and sends you the outcome by e-mail. The refund is calculated from the time you send the request.`,
  },
  {
    topic: "cancellation",
    sort: 2,
    questionTr: "İptal ettiğimde ne kadar iade alırım?",
    questionEn: "How much do I get back if I cancel?",
    answerTr: `- Rezervasyonunuzda herhangi bir güvence paketi varsa, aracı teslim alma saatinden önce yapılan iptallerde ödediğiniz tutarın tamamı iade edilir.
- Güvence paketi olmayan online ödemeli rezervasyonu alış saatinden en az 12 saat önce iptal ederseniz tutarın tamamı iade edilir.
- Alış saatine 12 saatten az kala iptal ederseniz veya alış saati geçtiği hâlde aracı teslim almadıysanız 1-3 günlük kiralamalarda 1 günlük, 4-7 günlük kiralamalarda 2 günlük kiralama bedeli kesilir; 8 gün ve daha uzun kiralamalarda toplam tutarın %20'si kesilir. Kalan tutar iade edilir.
- Ofiste ödemeli rezervasyonlarda önceden ödeme alınmadığı için iptal ücretsizdir ve iade edilecek bir tutar yoktur.

Bir günlük kiralama bedeli, araç kiralama ücretinin kiralama gün sayısına bölünmesiyle bulunur; kesinti hiçbir zaman ödediğiniz tutarı aşmaz. İade, ödemeyi yaptığınız karta yapılır; tutarın hesabınıza yansıması bankanıza bağlı olarak birkaç iş günü sürebilir.`,
    answerEn: `- If your reservation includes any assurance package, you get a full refund for a cancellation made before the pick-up time.
- If your prepaid reservation has no assurance package and you cancel at least 12 hours before pick-up, you get a full refund.
- If you cancel less than 12 hours before pick-up, or the pick-up time has passed and you have not collected the car, we deduct 1 day's rental for rentals of 1 to 3 days, 2 days' rental for 4 to 7 days, and 20% of the total for 8 days or more. The rest is refunded.
- A pay-at-office reservation costs nothing to cancel, as nothing was paid in advance, so there is nothing to refund.

One day's rental is the car rental charge divided by the number of rental days, and a deduction never exceeds what you paid. Refunds go back to the card you paid with; depending on your bank, it can take a few business days to appear on your account.`,
  },
  {
    topic: "cancellation",
    sort: 3,
    questionTr: "Ofiste ödemeli rezervasyonumu iptal etmem gerekir mi?",
    questionEn: "Do I need to cancel a pay-at-office reservation?",
    answerTr: `Ofiste ödemeli rezervasyonlarda sizden online bir ücret alınmadığı için iptal ücretsizdir. Yine de planınız değiştiyse Rezervasyon İptal sayfasından talep oluşturmanızı rica ederiz: araç başka bir müşteriye ayrılabilir ve size gereksiz hatırlatma gönderilmez.`,
    answerEn: `Cancelling a pay-at-office reservation is free, as nothing was charged online. If your plans change, we still ask you to send a request on the Reservation Cancellation page: the car can then go to another customer and you will not receive reminders you no longer need.`,
  },
  // membership
  {
    topic: "membership",
    sort: 1,
    questionTr: "Üyeliğin avantajları nelerdir, üye indirimi kampanyayla birleşir mi?",
    questionEn: "What do members get, and can the member discount be combined with a campaign?",
    answerTr: `Üyelik ücretsizdir. Üyeler araç listesinde modele özel üye fiyatını görür, yalnızca üyelere açık kampanyalardan yararlanır; rezervasyonlarını, kiralamalarını ve faturalarını Üye İşlemleri sayfasından takip eder.

Üye indirimi ile kampanya kodu birleşmez: ikisinden hangisi daha avantajlıysa o uygulanır ve fiyat özetinde hangisinin uygulandığı yazar. Bir rezervasyonda yalnızca bir kampanya kodu kullanılabilir.`,
    answerEn: `Membership is free. Members see a member price for each model in the car list, can use campaigns open only to members, and can follow their reservations, rentals and bills in the member area.

The member discount and a campaign code do not add up: whichever gives the larger discount is applied, and the price summary says which one it is. One campaign code can be used per reservation.`,
  },
  {
    topic: "membership",
    sort: 2,
    questionTr: "Üye olurken gelen doğrulama kodu nedir, süresi dolarsa ne yapmalıyım?",
    questionEn: "What is the verification code I get when signing up, and what if it expires?",
    answerTr: `Üyelik formunu gönderdiğinizde e-posta adresinize 6 haneli bir doğrulama kodu gönderilir. Kod 3 dakika geçerlidir ve ekrandaki sayaç kalan süreyi gösterir. Süre dolarsa veya e-posta gelmezse aynı ekrandan yeni kod isteyebilirsiniz; her zaman size en son gönderilen kodu kullanın. E-postayı göremiyorsanız istenmeyen e-posta klasörünüze de bakın.`,
    answerEn: `When you send the sign-up form, a 6-digit verification code is e-mailed to you. The code is valid for 3 minutes and a countdown on the screen shows the time left. If it expires or the e-mail does not arrive, you can ask for a new code on the same screen; always use the most recent code you received. If you cannot find the e-mail, check your spam folder.`,
  },
  // vehicle
  {
    topic: "vehicle",
    sort: 1,
    questionTr: "Yakıt politikanız nedir?",
    questionEn: "What is your fuel policy?",
    answerTr: `Araçlarımız "aldığınız seviyede iade" kuralıyla kiralanır. Teslim aldığınız yakıt seviyesi kiralama sözleşmesine ve teslim formuna yazılır; aracı aynı seviyede getirmeniz beklenir. Eksik yakıt, iade sırasında ölçülen fark üzerinden o günkü pompa fiyatıyla ve yakıt ikmal hizmet bedeliyle birlikte faturalandırılır. Fazla yakıt için iade yapılmaz.

Elektrikli araçlarda aynı kural batarya doluluk oranı için geçerlidir.`,
    answerEn: `Our cars are rented on a "same level back" basis. The fuel level at pick-up is written in the rental agreement and on the handover form, and you are expected to return the car with the same level. Any shortfall measured at return is charged at that day's pump price plus a refuelling service fee. No refund is given for extra fuel.

For electric cars, the same rule applies to the battery charge level.`,
  },
  {
    topic: "vehicle",
    sort: 2,
    questionTr: "Kilometre sınırı var mı?",
    questionEn: "Is there a mileage limit?",
    answerTr: `Her modelin günlük kilometre sınırı araç detayında yazar. Kiralamanızdaki ücretsiz kilometre, günlük sınırın gün sayısıyla çarpılmasıyla bulunur: örneğin günlük sınırı 300 km olan bir araçla 4 günlük kiralamada 1.200 km ücretsizdir.

Daha uzun yol yapacaksanız rezervasyonda +500 km, +1000 km veya sınırsız kilometre paketi ekleyebilirsiniz. Paket almadan sınırı aşarsanız aşan her kilometre, sınıfa göre belirlenen kilometre ücretiyle iadede tahsil edilir.`,
    answerEn: `Each model's daily kilometre limit is shown on the car's page. Your free allowance is that daily limit multiplied by the number of rental days: with a 300 km daily limit, a 4-day rental includes 1,200 km.

If you plan to drive further, add a +500 km, +1000 km or unlimited kilometre package to your reservation. If you go over the limit without a package, each extra kilometre is charged at return at the per-kilometre rate for the car's class.`,
  },
  {
    topic: "vehicle",
    sort: 3,
    questionTr: "Kışın araçlarda kış lastiği var mı, kar zinciri alabilir miyim?",
    questionEn: "Do cars have winter tyres in winter, and can I get snow chains?",
    answerTr: `Kasım ortasından Nisan ortasına kadar Kayseri, Trabzon ve Ankara ofislerimizdeki araçların tamamı kış lastiğiyle teslim edilir. Başka bir ofisten alacağınız araçla karlı bölgelere gidecekseniz bunu rezervasyon notuna yazın; müsaitliğe göre kış lastikli araç ayırırız.

Kar zincirini rezervasyonun ek ürünler adımında ekleyebilirsiniz. Kar ve buzlanma olan geçitlerde yetkililer zincirsiz araçları yola çıkarmayabilir. Zinciri yalnızca karla kaplı yolda ve düşük hızda kullanın, kuru asfalta çıktığınızda çıkarın.`,
    answerEn: `From mid-November to mid-April, all cars at our Kayseri, Trabzon and Ankara offices are fitted with winter tyres. If you will drive a car from another office into snowy areas, say so in the reservation note and we will set aside a car with winter tyres, subject to availability.

You can add snow chains in the extras step of the reservation. On mountain passes with snow and ice, the authorities may stop cars without chains. Use chains only on snow-covered roads at low speed, and take them off when you are back on clear tarmac.`,
  },
  {
    topic: "vehicle",
    sort: 4,
    questionTr: "Çocuk koltuğu kiralayabilir miyim?",
    questionEn: "Can I rent a child seat?",
    answerTr: `Evet. Rezervasyonun ek ürünler adımında bebek koltuğu ve çocuk koltuğu seçebilirsiniz; koltuklar temizlenmiş, kontrol edilmiş ve araca takılmış olarak teslim edilir. Ücret günlük hesaplanır ve bir kiralama için belirli bir tavanı aşmaz. Dilerseniz kendi koltuğunuzu da getirebilirsiniz.

Karayolları Trafik Yönetmeliği'ne göre boyu 135 santimetrenin ve kilosu 36 kilogramın altındaki çocuklar, boyuna ve kilosuna uygun bir çocuk koltuğunda taşınmalıdır. Arkaya bakan bir bebek koltuğunu, ön yolcu hava yastığı kapatılmadan ön koltuğa takmayın.`,
    answerEn: `Yes. In the extras step of the reservation you can choose a baby seat and a child seat; they are cleaned, checked and fitted before you arrive. They are charged per day, up to a maximum for the whole rental. You are also welcome to bring your own.

Under the Turkish Highway Traffic Regulation, children shorter than 135 cm and lighter than 36 kg must travel in a child seat suited to their height and weight. Never fit a rear-facing baby seat in the front unless the passenger airbag is switched off.`,
  },
  {
    topic: "vehicle",
    sort: 5,
    questionTr: "Araçta sigara içebilir miyim, evcil hayvanımı götürebilir miyim?",
    questionEn: "Can I smoke in the car? Can I bring my pet?",
    answerTr: `Araçlarımızın tamamında sigara, elektronik sigara ve nargile kullanımı yasaktır. İadede sigara kokusu veya yanık izi tespit edilirse özel temizlik ve gerekiyorsa onarım bedeli tahsil edilir.

Evcil hayvanınızı kapalı bir taşıma çantası veya kafes içinde götürebilirsiniz. Olağan temizliği aşan tüy, kir veya koku tespit edilirse özel temizlik bedeli yansıtılır. Rehber köpekler için taşıma kafesi şartı aranmaz.`,
    answerEn: `Smoking, including e-cigarettes and hookah, is not allowed in any of our cars. If we find a smell of smoke or burn marks at return, a special cleaning charge and, where needed, the cost of repair are charged.

You may bring your pet in a closed carrier or crate. If we find hair, dirt or smells beyond normal cleaning, a special cleaning charge applies. Guide dogs do not need a carrier.`,
  },
];
