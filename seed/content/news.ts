// News items (/haber-{slug}); the seed runner turns daysAgo into publishedAt.

import type { newsItems } from "#app/server/db/schema.ts";

export const newsItemsData: Array<Omit<typeof newsItems.$inferInsert, "id" | "publishedAt"> & { daysAgo: number }> = [
  {
    slug: "togg-t10x-filomuzda",
    daysAgo: 12,
    theme: "city-skyline",
    titleTr: "Togg T10X artık Yolda filosunda",
    titleEn: "The Togg T10X joins the Yolda fleet",
    summaryTr:
      "Türkiye'nin yerli elektrikli otomobili Togg T10X'i İstanbul, Ankara ve İzmir ofislerimizden kiralayabilirsiniz.",
    summaryEn:
      "You can now rent Turkey's home-grown electric car, the Togg T10X, from our Istanbul, Ankara and Izmir offices.",
    bodyTr: `Türkiye'nin yerli elektrikli otomobili Togg T10X, İstanbul, Ankara ve İzmir'deki ofislerimizden kiralanabiliyor. Geniş iç hacmi, büyük bagajı ve sessiz sürüşüyle T10X, hem şehir içinde hem de hafta sonu kaçamaklarında elektrikli otomobili denemek isteyenler için güzel bir başlangıç.

Araçlarımızı yüksek doluluk oranında şarj edilmiş olarak teslim ediyoruz. Teslim sırasında ekibimiz şarj kablosunu, şarj kapağının açılışını ve araç içi ekrandan en yakın şarj istasyonlarını nasıl bulacağınızı birlikte gösteriyor. Yakıtta olduğu gibi elektrikli araçlarda da kural aynı: aracı aldığınız şarj seviyesinde iade etmeniz yeterli.

## Elektrikliye ilk kez geçecekler için

- Uzun yolda molaları hızlı şarj istasyonlarına göre planlayın; birçok istasyonda yüzde 20'den yüzde 80'e şarj yarım saat civarında sürer.
- Otoyol hızlarında menzil şehir içine göre daha hızlı azalır; klimayı ve hızı makul tutmak menzili uzatır.
- Şarj istasyonu uygulamalarına yola çıkmadan önce üye olun; ödeme ve istasyon durumu bu uygulamalardan takip edilir.

Togg T10X'i araç listemizde elektrikli yakıt filtresiyle bulabilirsiniz. Model, araç sınıfı içinde "veya benzeri" olarak sunulur; elektrikli bir araç istediğinizi rezervasyon notuna yazmanız yeterli.`,
    bodyEn: `Turkey's home-grown electric car, the Togg T10X, is now available from our offices in Istanbul, Ankara and Izmir. With a roomy cabin, a large boot and a quiet ride, the T10X is a great way to try an electric car, whether in the city or on a weekend away.

We hand the cars over with a high state of charge. At pick-up, our team shows you the charging cable, how to open the charging flap and how to find the nearest charging stations on the car's screen. The rule is the same as with fuel: simply return the car with the charge level you received it with.

## If you are new to electric cars

- Plan your breaks on long trips around fast-charging stations; at many of them, charging from 20% to 80% takes about half an hour.
- Range drops faster at motorway speeds than in town; keeping the air conditioning and your speed reasonable stretches it.
- Sign up to the charging networks' apps before you set off; you pay and check station availability through them.

You will find the Togg T10X in our car list with the electric fuel filter. Like every model, it is offered "or similar" within its class; just mention in the reservation note that you would like an electric car.`,
  },
  {
    slug: "mobil-uygulama-yayinda",
    daysAgo: 34,
    theme: "night-drive",
    titleTr: "Yolda mobil uygulaması App Store ve Google Play'de",
    titleEn: "The Yolda app is out on the App Store and Google Play",
    summaryTr: "Araç arayın, rezervasyon yapın ve rezervasyonlarınızı cebinizden takip edin.",
    summaryEn: "Search for a car, book it and keep track of your reservations from your phone.",
    bodyTr: `Yolda mobil uygulaması iOS ve Android için yayında. Uygulamayla web sitemizdeki her şeyi telefonunuzdan yapabilirsiniz: ofis ve tarih seçip araç arayabilir, güvence ve kilometre paketlerini ekleyebilir, 3-D Secure ile güvenle ödeyebilir ya da ödemeyi ofiste yapmayı seçebilirsiniz.

Üye girişi yaptığınızda aktif ve geçmiş rezervasyonlarınız, kiralamalarınız ve faturalarınız tek ekranda. Rezervasyon onayınızı uygulamada saklayabilir, teslim alacağınız ofisin yol tarifini harita uygulamanızda tek dokunuşla açabilirsiniz. İptal talebini de uygulamadan, rezervasyon numaranız ve soyadınızla gönderebilirsiniz.

Uygulama Türkçe ve İngilizce kullanılabilir; telefonunuzun dil ayarına göre açılır, dilediğiniz zaman değiştirebilirsiniz. Sitemizde size uygulamayı hatırlatan bildirimi kapattıysanız bir daha göstermiyoruz; uygulama bağlantılarına her zaman sayfanın alt kısmından ulaşabilirsiniz.

Uygulamayı kullanırken gördüğünüz hataları ve önerilerinizi iletişim formundan Bilgi Teknolojileri ekibimize iletebilirsiniz. Her sürümde geri bildirimlerinizi dikkate alarak uygulamayı geliştirmeye devam edeceğiz.

Uygulama ücretsizdir. App Store veya Google Play'de Yolda Araç Kiralama diye aratarak indirebilir, üyelik bilgilerinizle giriş yaptığınızda web sitesinde yaptığınız rezervasyonları da uygulamada görebilirsiniz.`,
    bodyEn: `The Yolda app is now available for iOS and Android. Everything you can do on our website, you can do on your phone: choose an office and dates to search for a car, add assurance and kilometre packages, pay securely with 3-D Secure or choose to pay at the office.

Once you sign in, your active and past reservations, your rentals and your bills are all on one screen. You can keep your reservation confirmation in the app and open directions to your pick-up office in your maps app with a single tap. You can also send a cancellation request from the app with your reservation number and last name.

The app works in Turkish and English; it opens in your phone's language and you can switch at any time. If you dismissed the banner on our site that suggests the app, we will not show it again; the store links are always at the bottom of every page.

Please send any bugs you notice and your suggestions to our Information Technology team through the contact form. We will keep improving the app with your feedback in every release.

The app is free. Search for Yolda Araç Kiralama on the App Store or Google Play to download it; once you sign in with your member details, you will also see the reservations you made on the website.`,
  },
  {
    slug: "kis-lastigi-hazirligi",
    daysAgo: 58,
    theme: "snow",
    titleTr: "Kış hazırlığı: Kayseri, Trabzon ve Ankara'da araçlar kış lastiğinde",
    titleEn: "Ready for winter: winter tyres on our cars in Kayseri, Trabzon and Ankara",
    summaryTr:
      "Kasım ortasından nisan ortasına kadar soğuk bölgelerdeki ofislerimizden alınan tüm araçlar kış lastiğiyle teslim ediliyor.",
    summaryEn:
      "From mid-November to mid-April, every car collected from our offices in cold regions comes on winter tyres.",
    bodyTr: `Kış yaklaşırken filomuzu yola hazırlıyoruz. Kasım ortasından nisan ortasına kadar Kayseri, Trabzon ve Ankara ofislerimizden teslim edilen araçların tamamı kış lastiğiyle yola çıkıyor. Bu dönemde Erciyes, Uzungöl ya da Kapadokya gibi karlı rotalara gidecekler için lastik değiştirmeye gerek kalmıyor.

Diğer ofislerimizden alacağınız araçla kar ve buzlanma beklenen bir bölgeye gidecekseniz bunu rezervasyon notuna yazmanızı rica ediyoruz; müsaitliğe göre kış lastikli bir araç ayırıyoruz. Kar zincirini ise tüm ofislerimizde, rezervasyonun ek ürünler adımından ekleyebilirsiniz.

## Kışın yola çıkmadan önce

- Güzergâhınızın yol durumunu Karayolları Genel Müdürlüğü'nün duyurularından kontrol edin.
- Depoyu yarıdan fazla dolu tutun; kapanan yollarda bekleme süresi uzayabilir.
- Araçta su, atıştırmalık ve sıcak tutacak bir battaniye bulundurun.
- Takip mesafesini kuru yola göre en az iki katına çıkarın, ani fren ve direksiyon hareketlerinden kaçının.
- Kar yağışında uzun farları değil kısa farları kullanın; uzun farların ışığı kar tanelerine çarparak görüşü azaltır.

Kış lastiğinin yasal kuralları ve doğru kullanımı hakkında daha fazlasını blogumuzdaki kış lastiği rehberinde bulabilirsiniz.`,
    bodyEn: `With winter on its way, we are getting the fleet ready. From mid-November to mid-April, every car handed over at our Kayseri, Trabzon and Ankara offices leaves on winter tyres. During this period, anyone heading for snowy routes such as Erciyes, Uzungöl or Cappadocia does not need to worry about changing tyres.

If you will take a car from one of our other offices into an area where snow and ice are expected, please say so in the reservation note and we will set aside a car with winter tyres, subject to availability. Snow chains can be added as an extra at every office, in the extras step of the reservation.

## Before you set off in winter

- Check the road conditions on your route in the announcements of the General Directorate of Highways.
- Keep the tank more than half full; waits on closed roads can be long.
- Carry water, snacks and a warm blanket in the car.
- Leave at least twice your usual following distance and avoid sudden braking and steering.
- Use dipped headlights rather than full beam in falling snow; full beam reflects off the snowflakes and cuts visibility.

You will find more about the legal rules and the right use of winter tyres in the winter tyre guide on our blog.`,
  },
  {
    slug: "yolda-uyelik-programi",
    daysAgo: 83,
    theme: "family",
    titleTr: "Yolda üyeliği yenilendi: üyeye özel fiyatlar ve kampanyalar",
    titleEn: "Yolda membership renewed: member prices and member-only campaigns",
    summaryTr:
      "Ücretsiz üyelikle her modelde üye fiyatı, yalnızca üyelere açık kampanyalar ve tüm kiralamalarınız tek sayfada.",
    summaryEn:
      "Free membership brings a member price on every model, campaigns only for members and all your rentals on one page.",
    bodyTr: `Üyelik programımızı yeniledik. Yolda üyeliği ücretsiz ve birkaç dakikada tamamlanıyor: adınızı, e-posta adresinizi ve cep telefonunuzu yazıp bir şifre belirliyorsunuz, e-postanıza gelen 6 haneli kodu girerek üyeliğinizi doğruluyorsunuz.

## Üyelere neler sunuyoruz

- Üye fiyatı: araç listesinde her model için indirimli üye fiyatını görürsünüz.
- Üyeye özel kampanyalar: yalnızca üyelerin kullanabildiği dönemsel kampanya kodları.
- Tek sayfada her şey: aktif ve geçmiş rezervasyonlar, kiralamalar ve faturalar Üye İşlemleri sayfasında.
- Hızlı rezervasyon: sürücü ve fatura bilgileriniz profilinizden otomatik olarak gelir.

Üye indirimi ile kampanya kodları birbirine eklenmez; rezervasyonda hangisi size daha avantajlıysa o uygulanır ve fiyat özetinde hangisinin kullanıldığı açıkça yazar.

Pazarlama iletilerini almak tamamen sizin tercihiniz: açık rıza vermeden de üye olabilir ve tüm avantajlardan yararlanabilirsiniz. Üyeliğinizi dilediğiniz zaman Üye İşlemleri sayfasından sonlandırabilirsiniz; bu durumda kişisel verileriniz, yasal saklama yükümlülüklerimiz dışında anonim hâle getirilir.

Mevcut üyelerimizin herhangi bir işlem yapmasına gerek yok; yeni avantajlar hesaplarına otomatik olarak tanımlandı. Henüz üye değilseniz Üye Ol sayfasından birkaç dakikada aramıza katılabilirsiniz.`,
    bodyEn: `We have renewed our membership programme. Yolda membership is free and takes a few minutes: enter your name, e-mail address and mobile number, choose a password, and confirm your membership with the 6-digit code sent to your e-mail.

## What members get

- Member prices: the car list shows a discounted member price for every model.
- Member-only campaigns: seasonal campaign codes that only members can use.
- Everything on one page: active and past reservations, rentals and bills in the member area.
- Faster booking: your driver and billing details are filled in from your profile.

The member discount and campaign codes do not add up; the one that is better for you is applied, and the price summary clearly says which was used.

Receiving marketing messages is entirely your choice: you can become a member and enjoy every benefit without giving explicit consent. You can end your membership at any time in the member area; your personal data is then anonymised, apart from what we are required by law to keep.

Existing members do not need to do anything; the new benefits have been added to their accounts automatically. If you are not a member yet, you can join in a few minutes on the Sign Up page.`,
  },
  {
    slug: "resmi-tatillerde-calisma-saatleri",
    daysAgo: 104,
    theme: "road",
    titleTr: "Resmî ve dinî bayramlarda ofislerimizin çalışma saatleri",
    titleEn: "Our office hours on public and religious holidays",
    summaryTr:
      "Havalimanı ofislerimiz bayramlarda da 7/24 açık; şehir ofislerimizin arife ve bayram günlerindeki saatleri ofis sayfalarında.",
    summaryEn:
      "Our airport offices stay open 24/7 on holidays; city office hours on holiday eves and holidays are on each office page.",
    bodyTr: `Bayramlar, araç kiralamanın en yoğun olduğu dönemler. Tatil planınızı rahat yapabilmeniz için ofislerimizin bu günlerdeki çalışma düzenini hatırlatmak istiyoruz.

## Havalimanı ofisleri

İstanbul, Sabiha Gökçen, Esenboğa, İzmir Adnan Menderes, Antalya, Dalaman, Milas-Bodrum, Trabzon, Kayseri ve Gaziantep havalimanlarındaki ofislerimiz resmî ve dinî bayramlarda da her gün 24 saat açık.

## Şehir ofisleri

Kadıköy, Levent, Kızılay, Alsancak, Lara ve Adana ofislerimiz arife günleri öğleden sonra daha erken kapanır; bayramların bazı günlerinde kapalı olabilir ya da kısa saatlerle hizmet verir. Her ofisin tatil günlerindeki saatleri ofis sayfasında tarihiyle birlikte yayımlanır. Rezervasyon sırasında yalnızca ofisin açık olduğu saatleri seçebilirsiniz; bu nedenle kapalı bir güne denk gelen bir teslim ya da iade planlamanız mümkün değildir.

Bayram dönemlerinde talep yüksek olduğu için erken rezervasyon yapmanızı öneririz. Planınız değişirse iptal koşulları bayram dönemlerinde de aynıdır: güvence paketli rezervasyonlar teslimden önce ücretsiz iptal edilir, online ödemeli rezervasyonlarda alış saatinden en az 12 saat önceki iptallerde ücretin tamamı iade edilir.

İyi bayramlar, iyi yolculuklar!`,
    bodyEn: `Holidays are the busiest times of the year for car rental. To help you plan your trip, here is how our offices work on these days.

## Airport offices

Our offices at Istanbul, Sabiha Gökçen, Esenboğa, Izmir Adnan Menderes, Antalya, Dalaman, Milas-Bodrum, Trabzon, Kayseri and Gaziantep airports stay open 24 hours a day on public and religious holidays too.

## City offices

Our Kadıköy, Levent, Kızılay, Alsancak, Lara and Adana offices close early on the afternoon before a holiday and may be closed, or open for shorter hours, on some holiday days. Each office publishes its holiday hours, with dates, on its office page. When you book, you can only choose times when the office is open, so you cannot end up with a pick-up or return on a day it is closed.

Demand is high around holidays, so we recommend booking early. If your plans change, the cancellation policy is the same during holidays: reservations with an assurance package can be cancelled free of charge before pick-up, and prepaid reservations cancelled at least 12 hours before pick-up are refunded in full.

Happy holidays and safe travels!`,
  },
  {
    slug: "kayseri-havalimani-ofisi-acildi",
    daysAgo: 131,
    theme: "airport",
    titleTr: "Kayseri Havalimanı ofisimiz hizmete açıldı",
    titleEn: "Our Kayseri Airport office is now open",
    summaryTr: "Kapadokya ve Erciyes'e giden yolun başında, 7 gün 24 saat açık yeni ofisimizle tanışın.",
    summaryEn: "Meet our new office, open 24/7 at the start of the road to Cappadocia and Erciyes.",
    bodyTr: `Kayseri Erkilet Havalimanı'ndaki yeni ofisimiz hizmete açıldı. Gelen yolcu salonunun hemen yanındaki ofisimiz 7 gün 24 saat açık; gece ya da sabah erken inen uçuşlarda da aracınızı bekleme yapmadan teslim alabilirsiniz.

Kayseri, iki farklı tatilin kapısı: yazın ve baharda Kapadokya'nın vadileri yaklaşık bir saat uzaklıkta, kışın ise Erciyes Kayak Merkezi'nin pistleri 45 dakikada. Ofisimizde ekonomik sınıftan SUV'lara kadar farklı sınıflarda araçlar bulunuyor; kış döneminde tüm araçlar kış lastiğiyle teslim ediliyor, kar zinciri ve kayak ekipmanına uygun geniş bagajlı modeller de seçilebiliyor.

Ofis ekibimiz bölgeyi çok iyi tanıyor; rota, yol durumu ve kış koşullarıyla ilgili sorularınızı teslim sırasında çekinmeden sorabilirsiniz.

Kayseri'den aldığınız aracı başka bir şehirdeki ofisimize bırakabilirsiniz; şehirler arası tek yön ücreti, arama sonuçlarında ve fiyat özetinde ödeme öncesinde gösterilir.

Ofisimizin adresine, telefonuna ve haritadaki konumuna ofis sayfasından ulaşabilirsiniz. Kapadokya ve Erciyes için hazırladığımız gezi önerilerine de Yerler sayfamızdan göz atmayı unutmayın.`,
    bodyEn: `Our new office at Kayseri Erkilet Airport is now open. Located right next to the arrivals hall, it is open 24 hours a day, 7 days a week, so you can collect your car without waiting even if your flight lands late at night or early in the morning.

Kayseri is the gateway to two different holidays: in spring and summer, the valleys of Cappadocia are about an hour away, and in winter the slopes of the Erciyes Ski Resort are 45 minutes away. The office has cars in several classes, from economy to SUVs; in winter every car is handed over on winter tyres, and you can choose snow chains and models with boots big enough for ski gear.

Our team knows the region well, so feel free to ask them about routes, road conditions and winter driving when you collect your car.

You can return a car collected in Kayseri to one of our offices in another city; the one-way fee between the cities is shown in the search results and the price summary before you pay.

The office's address, phone number and location on the map are on its office page. And do not miss our trip ideas for Cappadocia and Erciyes on our Places page.`,
  },
  {
    slug: "antalya-lara-ofisi-acildi",
    daysAgo: 157,
    theme: "coast-town",
    titleTr: "Antalya Lara'da yeni şehir ofisimiz açıldı",
    titleEn: "New city office opens in Lara, Antalya",
    summaryTr: "Otel bölgesine yakın Lara ofisimizle Antalya'da araç kiralamak artık daha kolay.",
    summaryEn: "With our Lara office close to the hotel district, renting a car in Antalya is now even easier.",
    bodyTr: `Antalya'daki ikinci ofisimiz Lara'da hizmete açıldı. Havalimanı ofisimize kısa bir sürüş mesafesindeki yeni şehir ofisimiz, Lara ve Kundu'daki otellerde kalan misafirlerimizin tatilin ortasında birkaç günlüğüne araç kiralamasını kolaylaştırıyor.

Antalya'ya indiğiniz gün aracı havalimanından almak istemiyorsanız, birkaç gün dinlendikten sonra Lara ofisimizden teslim alıp Kaş, Side, Kemer ya da Toroslar'daki yaylalara doğru yola çıkabilirsiniz. Aracı Lara'dan alıp havalimanı ofisimize bırakmanız da mümkün: iki ofis aynı şehirde olduğu için tek yön ücreti alınmaz, dönüş uçuşunuzdan önce aracı terminalin yanında teslim edersiniz.

Ofisimizde ekonomik ve aile tipi araçların yanı sıra bebek koltuğu, çocuk koltuğu ve ek sürücü gibi ek ürünler de sunuluyor; bunları rezervasyon sırasında eklemeniz yeterli.

Lara ofisimiz hafta içi ve hafta sonu gündüz saatlerinde açık; güncel çalışma saatleri ve bayram düzenlemeleri ofis sayfasında yer alıyor. Gece geç saatlerde teslim ya da iade planlıyorsanız 7/24 açık Antalya Havalimanı ofisimizi seçebilirsiniz.

Tatilinizi önceden planlıyorsanız kampanyalar sayfamızdaki erken rezervasyon fırsatlarına da göz atın.`,
    bodyEn: `Our second office in Antalya is now open in Lara. A short drive from our airport office, the new city office makes it easy for guests staying at the hotels in Lara and Kundu to rent a car for a few days in the middle of their holiday.

If you would rather not collect a car on the day you land, rest for a few days and then pick one up at our Lara office to head for Kaş, Side, Kemer or the highland pastures of the Taurus Mountains. You can also collect the car in Lara and return it to our airport office: as both offices are in the same city there is no one-way fee, and you drop the car off next to the terminal before your flight home.

Alongside economy and family cars, the office offers extras such as baby seats, child seats and additional drivers; just add them when you book.

The Lara office is open during the day on weekdays and at weekends; current opening hours and holiday arrangements are on its office page. If you plan a late-night pick-up or return, choose our Antalya Airport office, which is open 24/7.

If you are planning ahead, take a look at the early booking offers on our campaigns page.`,
  },
  {
    slug: "kagitsiz-teslim-ve-surdurulebilirlik",
    daysAgo: 188,
    theme: "forest",
    titleTr: "Kâğıtsız teslim ve daha temiz bir filo için adımlarımız",
    titleEn: "Paperless handovers and our steps towards a cleaner fleet",
    summaryTr: "Dijital sözleşme, e-posta ile fatura ve filomuzda artan hibrit ve elektrikli araç sayısı.",
    summaryEn: "Digital agreements, invoices by e-mail and more hybrid and electric cars in our fleet.",
    bodyTr: `Her yıl on binlerce sayfa kâğıt tüketen kiralama sürecimizi sadeleştirdik. Artık kiralama sözleşmeniz, teslim ve iade formlarınız tablet üzerinde hazırlanıyor ve imzalanıyor; bir kopyası anında e-posta adresinize gönderiliyor. Hasar kontrolü sırasında çekilen fotoğraflar da aynı kayda ekleniyor, böylece aracın teslimdeki durumu hem sizde hem bizde eksiksiz kalıyor.

Faturalarınızı da kâğıt yerine e-posta ile gönderiyoruz. Üyelerimiz tüm faturalarına Üye İşlemleri altındaki Faturalar sayfasından istedikleri zaman ulaşabiliyor.

## Filomuzda neler değişiyor

Yeni araç alımlarımızda hibrit ve elektrikli modellere öncelik veriyoruz. Büyük şehir ofislerimizde elektrikli araç seçeneklerini artırırken ofis otoparklarımıza şarj noktaları kuruyoruz. Araçlarımızın periyodik bakımlarını üretici takvimine uygun yaptırıyor, lastik basınçlarını her teslimden önce kontrol ediyoruz; doğru basınç hem güvenlik hem de yakıt tüketimi için önemli.

Sizin de katkınız büyük: aracı aldığınız yakıt ya da şarj seviyesinde iade etmek, gereksiz yükü bagajdan çıkarmak ve sakin sürmek tüketimi belirgin biçimde azaltıyor. Blogumuzdaki yakıt tasarrufu yazısında pratik önerilerimizi bulabilirsiniz.`,
    bodyEn: `Our rental process used to consume tens of thousands of sheets of paper a year, so we have simplified it. Your rental agreement and your handover and return forms are now prepared and signed on a tablet, and a copy is e-mailed to you straight away. Photos taken during the damage check are attached to the same record, so the condition of the car at handover is fully documented for both of us.

We also send invoices by e-mail instead of on paper. Members can reach all their invoices at any time on the Bills page of the member area.

## What is changing in our fleet

When we buy new cars, we give priority to hybrid and electric models. We are adding electric options at our big-city offices and installing chargers in our office car parks. We service our cars on the manufacturers' schedules and check tyre pressures before every handover; the right pressure matters for both safety and fuel consumption.

You can make a big difference too: returning the car with the fuel or charge level you received it with, taking unnecessary weight out of the boot and driving smoothly all cut consumption noticeably. You will find practical tips in the fuel-saving post on our blog.`,
  },
];
