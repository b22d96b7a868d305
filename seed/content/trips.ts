// Trip ideas (/gezi-{slug}): each points to its nearest office and, where one fits, a campaign.

import type { tripPlaces } from "#app/server/db/schema.ts";

export const tripPlacesData: Array<
  Omit<typeof tripPlaces.$inferInsert, "id" | "officeId" | "campaignId"> & {
    officeSlug: string;
    campaignSlug: string | null;
  }
> = [
  {
    slug: "kapadokya",
    nameTr: "Kapadokya",
    nameEn: "Cappadocia",
    regionTr: "Nevşehir, İç Anadolu",
    regionEn: "Nevşehir, Central Anatolia",
    summaryTr:
      "Peribacaları, kayaya oyulmuş kiliseler ve gün doğarken gökyüzünü dolduran balonlar: Kapadokya'yı kendi rotanızla, kendi saatinizle gezin.",
    summaryEn:
      "Fairy chimneys, rock-cut churches and balloons filling the sky at sunrise: see Cappadocia on your own route and at your own pace.",
    bodyTr: `Kapadokya, milyonlarca yıl önce Erciyes, Hasandağı ve Göllüdağ'ın püskürttüğü küllerin rüzgâr ve yağmurla aşınmasıyla oluşmuş bir masal coğrafyası. Vadiler birbirine yakın olsa da toplu taşımayla dolaşmak zaman alır; kiralık bir araçla Göreme, Uçhisar, Ürgüp ve Avanos arasında aynı gün içinde rahatça gidip gelebilir, gün batımını istediğiniz tepede karşılayabilirsiniz.

## Görülecek yerler

- Göreme Açık Hava Müzesi: freskleriyle ünlü kaya kiliseleri, UNESCO Dünya Mirası listesinde.
- Uçhisar Kalesi: bölgenin en yüksek noktasından Güvercinlik Vadisi'ne bakan geniş bir manzara.
- Paşabağları ve Devrent (Hayal) Vadisi: en bilinen peribacası kümeleri, kısa yürüyüşlere uygun.
- Kaymaklı ve Derinkuyu yeraltı şehirleri: katlar boyunca inen dar geçitler, havalandırma bacaları ve ahırlar.
- Avanos: Kızılırmak kıyısında çömlek atölyeleri ve nehir boyunca akşam yürüyüşü.
- Kızılçukur ve Aşıklar Vadisi: gün batımında kızıla dönen kayalar.

Balon turları hava koşullarına bağlıdır ve sabah çok erken başlar; yalnızca lisanslı işletmelerle uçun. Balona binmeseniz bile gün doğumunda Göreme'nin üstündeki seyir tepelerinden balonları izlemek unutulmaz bir deneyimdir.

## Yerel lezzetler ve konaklama

Testi kebabı, Avanos çömleklerinde pişen yemekler, kuru kayısı ve volkanik topraklarda yetişen üzümlerden yapılan şaraplar Kapadokya'nın tadıdır. Konaklamak için kayaya oyulmuş mağara otellerini deneyin; Göreme ve Uçhisar'daki otellerin çoğunun terasından sabah balonları izlenir. Bahar aylarında ve bayram tatillerinde balon turu ve otel için birkaç hafta önceden yer ayırtın.

## Ne zaman gidilir

İlkbahar (nisan-haziran) ve sonbahar (eylül-kasım), yürüyüş ve balon için en uygun dönemlerdir. Yazın gündüzler sıcak, geceler serindir. Kışın karla kaplı peribacaları çok etkileyicidir; ancak sabahları yollar buzlanabilir, kış lastiği ve dikkatli sürüş şarttır.

## Yol tarifi

Kayseri Havalimanı ofisimizden aracınızı alıp Kayseri-Nevşehir yönüne ilerleyin; Ürgüp üzerinden Göreme'ye yaklaşık 80 km, 1 saatlik bir yol sizi bekliyor. Bölge içindeki mesafeler kısadır: Göreme-Uçhisar 5 km, Göreme-Avanos 10 km, Göreme-Derinkuyu 35 km. Vadilerin içine giden toprak patikalar araç için uygun değildir ve kiralama sözleşmesinde yasaklanan arazi kullanımı sayılır; aracı seyir noktalarındaki otoparklara bırakıp vadilere yürüyerek girin.`,
    bodyEn: `Cappadocia is a fairy-tale landscape shaped by wind and rain wearing down the ash that the Erciyes, Hasandağı and Göllüdağ volcanoes threw out millions of years ago. The valleys are close together, yet getting around by public transport takes time. With a rental car you can move between Göreme, Uçhisar, Ürgüp and Avanos in a single day and watch the sunset from whichever hill you like.

## What to see

- Göreme Open-Air Museum: rock-cut churches famous for their frescoes, a UNESCO World Heritage Site.
- Uçhisar Castle: the highest point in the area, with wide views over Pigeon Valley.
- Paşabağları and Devrent (Imagination) Valley: the best-known clusters of fairy chimneys, ideal for short walks.
- Kaymaklı and Derinkuyu underground cities: narrow passages descending level after level, with ventilation shafts and stables.
- Avanos: pottery workshops on the banks of the Kızılırmak and an evening walk along the river.
- Red Valley and Love Valley: rocks that turn crimson at sunset.

Balloon flights depend on the weather and start very early in the morning; fly only with licensed operators. Even if you stay on the ground, watching the balloons rise from the viewpoints above Göreme at dawn is unforgettable.

## Local food and where to stay

Pottery kebab (testi kebabı), dishes slow-cooked in Avanos clay pots, dried apricots and wines made from grapes grown in the volcanic soil are the tastes of Cappadocia. Try staying in a cave hotel carved into the rock; from the terraces of many hotels in Göreme and Uçhisar you can watch the balloons in the morning. In spring and during public holidays, book balloon flights and hotels a few weeks ahead.

## When to go

Spring (April to June) and autumn (September to November) are the best seasons for walking and ballooning. Summer days are hot and nights cool. Snow-covered fairy chimneys in winter are spectacular, but roads can be icy in the morning, so winter tyres and careful driving are a must.

## Getting there

Collect your car at our Kayseri Airport office and head towards Nevşehir; Göreme is about 80 km away via Ürgüp, roughly an hour's drive. Distances within the region are short: Göreme to Uçhisar is 5 km, to Avanos 10 km and to Derinkuyu 35 km. The dirt tracks leading into the valleys are not suitable for cars and count as off-road use, which the rental agreement forbids; leave the car in the car parks at the viewpoints and walk into the valleys.`,
    theme: "balloons",
    officeSlug: "kayseri-havalimani",
    campaignSlug: null,
    lat: 38.6431,
    lng: 34.8289,
    sort: 1,
    popular: true,
  },
  {
    slug: "kas-kalkan",
    nameTr: "Kaş ve Kalkan",
    nameEn: "Kaş and Kalkan",
    regionTr: "Antalya, Akdeniz kıyısı",
    regionEn: "Antalya, Mediterranean coast",
    summaryTr:
      "Turkuaz koylar, Likya kaya mezarları ve begonvilli sokaklar: Akdeniz'in en güzel kıyı yolunda iki küçük kasaba.",
    summaryEn:
      "Turquoise coves, Lycian rock tombs and streets draped in bougainvillea: two small towns on the most beautiful stretch of the Mediterranean coast road.",
    bodyTr: `Kaş ve Kalkan, Antalya'nın batısında dağların denize dik indiği bir kıyıda, birbirine yarım saat uzaklıkta iki küçük kasaba. Kaş dalış merkezleri, antik tiyatrosu ve canlı akşamlarıyla bilinir; Kalkan ise beyaz badanalı evleri ve sakin koylarıyla daha dingin bir tatil sunar. Çevredeki antik kentlerin ve plajların çoğuna toplu taşımayla ulaşmak zordur; bu yüzden araç burada büyük özgürlük sağlar.

## Görülecek yerler

- Kaputaş Plajı: Kaş ile Kalkan arasında, kıyı yolundan merdivenle inilen turkuaz koy.
- Kekova ve Batık Şehir: Üçağız'dan kalkan tekne turlarıyla suyun altındaki Likya kalıntıları ve Kaleköy (Simena) kalesi.
- Patara: 12 kilometrelik kumsalı ve Likya Birliği'nin meclis binasıyla hem deniz hem tarih.
- Myra ve Demre: kayaya oyulmuş Likya mezarları, antik tiyatro ve Aziz Nikolaos Kilisesi.
- Kaş antik tiyatrosu: gün batımında Meis Adası'na bakan bir oturma yeri.
- Saklıkent Kanyonu: yazın serin suyunda yürüyebileceğiniz dar ve yüksek bir boğaz.

Kaş, berrak suyu ve batıklarıyla Türkiye'nin önde gelen dalış noktalarından biridir; sertifikanız olmasa bile dalış okullarında deneme dalışı yapabilirsiniz.

## Yerel lezzetler ve alışveriş

Kaş ve Kalkan'da balık ve deniz ürünleri başroldedir; akşam yemeğini limana bakan restoranlardan birinde yiyin. Sabahları gözleme ve yerel keçi peyniriyle köy kahvaltısı, öğleden sonra bir dondurma molası Kaş'ın günlük ritmidir. Çarşılarda el yapımı takılar, doğal sabunlar ve kilimler bulabilirsiniz; yazın sıcak saatlerde kapalı olan birçok dükkân akşam geç saatlere kadar açık kalır.

## Ne zaman gidilir

Mayıs-haziran ve eylül-ekim, hem deniz hem gezi için en keyifli aylardır. Deniz kasım ortasına kadar yüzmeye uygundur. Temmuz ve ağustos çok sıcak ve kalabalıktır; gezileri sabah erken ya da akşamüstüne bırakın.

## Yol tarifi

Antalya Havalimanı ofisimizden Kemer, Kumluca, Finike ve Demre üzerinden D400 kıyı yolunu izleyerek Kaş'a yaklaşık 200 km, 3-3,5 saatte ulaşırsınız. Kalkan, Kaş'ın 27 km batısındadır. Yol virajlı ve manzaralıdır; fotoğraf için yalnızca cep ve seyir alanlarında durun, akşamüstü güneşin gözünüze geldiği batı yönündeki bölümlerde hızınızı düşürün. Kasabalarda otopark sınırlıdır; konaklayacağınız yerin park imkânını önceden sorun.`,
    bodyEn: `Kaş and Kalkan are two small towns half an hour apart, west of Antalya, on a coast where the mountains drop steeply into the sea. Kaş is known for its dive centres, ancient theatre and lively evenings; Kalkan, with its whitewashed houses and quiet coves, offers a calmer holiday. Most of the ancient cities and beaches around them are hard to reach by public transport, so a car gives you real freedom here.

## What to see

- Kaputaş Beach: a turquoise cove between Kaş and Kalkan, reached by steps from the coast road.
- Kekova and the Sunken City: boat trips from Üçağız over Lycian ruins under the water, and the castle of Kaleköy (Simena).
- Patara: a 12-kilometre sandy beach next to the assembly hall of the Lycian League, sea and history in one place.
- Myra and Demre: Lycian tombs carved into the cliff, an ancient theatre and the Church of St Nicholas.
- The ancient theatre of Kaş: a seat facing the Greek island of Kastellorizo at sunset.
- Saklıkent Canyon: a narrow, towering gorge where you can wade through cool water in summer.

With its clear water and wrecks, Kaş is one of Turkey's leading dive sites; even without a certificate you can try a discovery dive with a local dive school.

## Local food and shopping

Fish and seafood take centre stage in Kaş and Kalkan; have dinner at one of the restaurants overlooking the harbour. A village breakfast with gözleme and local goat's cheese in the morning and an ice-cream stop in the afternoon are part of the daily rhythm in Kaş. In the bazaars you will find handmade jewellery, natural soaps and kilims; many shops close in the midday heat in summer and stay open late into the evening.

## When to go

May to June and September to October are the most pleasant months for both swimming and sightseeing. The sea stays warm enough to swim until mid-November. July and August are very hot and busy; plan excursions for the early morning or late afternoon.

## Getting there

From our Antalya Airport office, follow the D400 coast road through Kemer, Kumluca, Finike and Demre to reach Kaş in about 200 km, or 3 to 3.5 hours. Kalkan is 27 km further west. The road is winding and scenic; stop for photos only in lay-bys and marked viewpoints, and slow down on the westbound sections where the late-afternoon sun is in your eyes. Parking in both towns is limited, so ask your accommodation about parking before you arrive.`,
    theme: "sea",
    officeSlug: "antalya-havalimani",
    campaignSlug: "erken-rezervasyon",
    lat: 36.2018,
    lng: 29.6377,
    sort: 2,
    popular: true,
  },
  {
    slug: "oludeniz-fethiye",
    nameTr: "Ölüdeniz ve Fethiye",
    nameEn: "Ölüdeniz and Fethiye",
    regionTr: "Fethiye, Muğla",
    regionEn: "Fethiye, Muğla",
    summaryTr:
      "Kartpostallardan tanıdığınız Mavi Lagün, Babadağ'dan yamaç paraşütü ve terk edilmiş Kayaköy: Dalaman'a indikten bir saat sonra tatildesiniz.",
    summaryEn:
      "The Blue Lagoon you know from postcards, paragliding from Babadağ and the abandoned village of Kayaköy: one hour after landing at Dalaman, you are on holiday.",
    bodyTr: `Fethiye, çam ormanlarıyla kaplı dağların koruduğu geniş bir körfezin kıyısında, hem canlı bir şehir hem de çevresindeki koy ve köylere açılan bir kapı. Ölüdeniz'in sakin lagünü ise Türkiye'nin en çok fotoğraflanan plajlarından biri. Bölgede her gün farklı bir koya, köye ya da antik kente gitmek istiyorsanız kiralık araç en pratik çözüm.

## Görülecek yerler

- Ölüdeniz Mavi Lagün: tabiat parkı içindeki korunan lagün; girişte ücret alınır, sabah erken gidin.
- Babadağ: yaklaşık 1.700 ve 1.900 metredeki kalkış noktalarından Ölüdeniz'e süzülen yamaç paraşütü uçuşları; teleferikle zirveye çıkıp manzarayı izlemek de mümkün.
- Kelebekler Vadisi: Ölüdeniz'den tekneyle ulaşılan, yüksek kayalıklarla çevrili koy.
- Kayaköy: 1923'te boşalan Rum köyünün taş evleri ve şapelleri, özellikle gün batımında.
- Fethiye merkez: Amyntas kaya mezarları, balık pazarı ve akşamları kordon boyunca yürüyüş.
- 12 Adalar tekne turu ve Göcek koyları: güneş ve deniz dolu bir gün.
- Likya Yolu: 500 kilometreyi aşan yürüyüş rotasının başlangıç noktası Ovacık'tadır; kısa bir etap bile yürümeye değer.

## İpuçları

Mavi Lagün'e giderken yanınıza deniz ayakkabısı alın; kıyı yer yer çakıllıdır. Yamaç paraşütü uçuşunu rüzgârın en sakin olduğu sabah saatlerine ayırtın ve yalnızca lisanslı firmalarla uçun. Fethiye'deki balık pazarından seçtiğiniz balığı çevredeki restoranlardan birine pişirtmek bölgenin en keyifli geleneklerinden biridir. Kayaköy'de gölge azdır; rahat ayakkabı giyin ve yanınıza su alın.

## Ne zaman gidilir

Deniz mevsimi mayıstan ekim sonuna kadar sürer; haziran ve eylül hem sıcaklık hem kalabalık açısından en dengeli aylardır. Yamaç paraşütü, hava uygun olduğunda yılın büyük bölümünde yapılır. Kışın ılık geçen günler yürüyüş için idealdir.

## Yol tarifi

Dalaman Havalimanı ofisimizden D400 ile Göcek yönüne ilerleyin. Göcek Tüneli ücretlidir ve aracınızdaki HGS etiketiyle otomatik geçilir. Fethiye'ye yaklaşık 50 km ve 45 dakikada, oradan Ölüdeniz'e 15 km ve 20 dakikada varırsınız. Babadağ'ın kalkış noktalarına giden yol dik ve kısmen bozuk olduğundan paraşüt firmalarının servislerini kullanmanızı öneririz. Yazın Ölüdeniz'de otopark hızla dolar; sabah 10'dan önce varmaya çalışın.`,
    bodyEn: `Fethiye sits on a wide bay sheltered by pine-covered mountains: a lively town in its own right and a gateway to the coves and villages around it. The calm lagoon of Ölüdeniz is one of the most photographed beaches in Turkey. If you want to visit a different cove, village or ancient site every day, a rental car is the practical choice.

## What to see

- The Blue Lagoon at Ölüdeniz: a protected lagoon inside a nature park; there is an entrance fee, so go early in the morning.
- Babadağ: tandem paragliding flights from take-off points at about 1,700 and 1,900 metres down to Ölüdeniz; you can also ride the cable car to the top just for the view.
- Butterfly Valley: a cove enclosed by high cliffs, reached by boat from Ölüdeniz.
- Kayaköy: the stone houses and chapels of a Greek village abandoned in 1923, best at sunset.
- Fethiye town: the rock tombs of Amyntas, the fish market and an evening stroll along the seafront.
- The Twelve Islands boat trip and the coves of Göcek: a day full of sun and sea.
- The Lycian Way: the starting point of this walking route of more than 500 kilometres is at Ovacık; even a short stretch is worth it.

## Tips

Take water shoes to the Blue Lagoon, as parts of the shore are pebbly. Book your paragliding flight for the morning, when the wind is calmest, and fly only with licensed companies. Choosing a fish at the Fethiye fish market and having one of the surrounding restaurants cook it is one of the area's best traditions. There is little shade in Kayaköy, so wear comfortable shoes and take water.

## When to go

The swimming season runs from May to the end of October; June and September give the best balance of warmth and crowds. Paragliding goes ahead most of the year when the weather allows. Mild winter days are ideal for walking.

## Getting there

From our Dalaman Airport office, take the D400 towards Göcek. The Göcek Tunnel is a toll road, paid automatically with the HGS tag in your car. Fethiye is about 50 km and 45 minutes away, and Ölüdeniz another 15 km and 20 minutes. The road up Babadağ to the take-off points is steep and partly rough, so we suggest using the paragliding companies' shuttles. In summer the car parks at Ölüdeniz fill up fast; try to arrive before 10 in the morning.`,
    theme: "sea",
    officeSlug: "dalaman-havalimani",
    campaignSlug: "erken-rezervasyon",
    lat: 36.5497,
    lng: 29.1153,
    sort: 3,
    popular: true,
  },
  {
    slug: "bodrum",
    nameTr: "Bodrum Yarımadası",
    nameEn: "Bodrum Peninsula",
    regionTr: "Muğla, Ege kıyısı",
    regionEn: "Muğla, Aegean coast",
    summaryTr:
      "Beyaz evler, kale ve marinanın ötesinde her koyu ayrı bir dünya: Gümüşlük'te gün batımı, Yalıkavak'ta akşam, Bitez'de sabah denizi.",
    summaryEn:
      "Beyond the white houses, the castle and the marina, every bay is a world of its own: sunset in Gümüşlük, evening in Yalıkavak, a morning swim in Bitez.",
    bodyTr: `Bodrum yalnızca bir kasaba değil; her biri farklı bir karaktere sahip koylarla çevrili bir yarımada. Merkezdeki kale ve çarşıdan yarımadanın batı ucundaki Gümüşlük'e, kuzeydeki Türkbükü ve Gölköy'den güneydeki Bitez ve Ortakent'e kadar her köşe ayrı bir gün ister. Dolmuşlar yaz aylarında kalabalıklaşır; kendi aracınızla koylar arasında kolayca dolaşır, akşam yemeği için istediğiniz yere gidebilirsiniz.

## Görülecek yerler

- Bodrum Kalesi ve Sualtı Arkeoloji Müzesi: Akdeniz'in en önemli batık koleksiyonlarından biri.
- Halikarnas Mozolesi: dünyanın yedi harikasından birinin kalıntıları ve antik tiyatro.
- Gümüşlük: antik Myndos'un kıyısında balık restoranları ve yarımadanın en güzel gün batımlarından biri.
- Yalıkavak: marina, butik dükkânlar ve rüzgâr güllü tepeler.
- Türkbükü ve Gölköy: iskelelerde yüzme ve sakin bir kahvaltı.
- Bitez, Ortakent ve Akyarlar: aileler için sığ ve korunaklı plajlar.

Daha uzun bir gün ayırırsanız Milas yönündeki Labranda ve Euromos antik kentleri ile kıyıdaki İasos kalıntılarını da görebilirsiniz.

## İpuçları

Bodrum'da akşam yemeği geç yenir; restoranlar yazın özellikle saat dokuzdan sonra dolar. Popüler koylardaki plaj kulüplerinin giriş ücretleri yüksek olabilir; ücretsiz bir gün için Bitez, Gümbet ve Ortakent'teki halk plajlarını tercih edin. Gümüşlük'te gün batımını kıyıdan izlemek istiyorsanız erken gidip masanızı ayırtın. Kışın yarımadaya yolunuz düşerse ünlü Bodrum mandalinasını tatmadan dönmeyin.

## Ne zaman gidilir

Mayıs, haziran ve eylül, sıcak deniz ile makul kalabalığı bir arada sunar. Temmuz ve ağustos en canlı ama en kalabalık dönemdir; yollar, otoparklar ve restoranlar dolup taşar. Ekimde deniz hâlâ ılıktır ve yarımada sakinleşir.

## Yol tarifi

Milas-Bodrum Havalimanı ofisimizden D330 ile Bodrum merkeze yaklaşık 36 km, 35-40 dakikalık bir yol var. Merkezden Gümüşlük'e 20 km, Yalıkavak'a 18 km, Türkbükü'ne 20 km'dir. Yarımadanın yolları dar, virajlı ve yokuşludur; yazın akşamüstü trafiği yoğundur; Turgutreis ve Gümüşlük yönündeki yollar, gün batımına yetişmeye çalışanlarla özellikle kalabalıklaşır. Merkezdeki sokaklarda park yeri bulmak zordur; belediye ve özel otoparkları kullanın, yaya bölgelerine araçla girmeyin.`,
    bodyEn: `Bodrum is not just a town but a peninsula ringed by bays, each with its own character. From the castle and bazaar in the centre to Gümüşlük at the western tip, from Türkbükü and Gölköy in the north to Bitez and Ortakent in the south, every corner deserves a day. Minibuses get crowded in summer; with your own car you can move easily between bays and go wherever you like for dinner.

## What to see

- Bodrum Castle and the Museum of Underwater Archaeology: one of the most important shipwreck collections in the Mediterranean.
- The Mausoleum of Halicarnassus: the remains of one of the Seven Wonders of the Ancient World, plus the ancient theatre.
- Gümüşlük: fish restaurants on the shore of ancient Myndos and one of the finest sunsets on the peninsula.
- Yalıkavak: the marina, small boutiques and hills lined with windmills.
- Türkbükü and Gölköy: swimming off wooden piers and a slow breakfast.
- Bitez, Ortakent and Akyarlar: shallow, sheltered beaches for families.

If you have a longer day, drive towards Milas for the ancient cities of Labranda and Euromos and the seaside ruins of Iasos.

## Tips

Dinner is late in Bodrum; restaurants fill up after nine in the evening, especially in summer. Beach clubs in the popular bays can charge high entrance fees; for a free day at the beach, choose the public beaches at Bitez, Gümbet and Ortakent. If you want to watch the sunset from the waterfront in Gümüşlük, arrive early and book a table. If you visit the peninsula in winter, do not leave without tasting the famous Bodrum mandarins.

## When to go

May, June and September combine a warm sea with reasonable crowds. July and August are the liveliest and busiest months, when roads, car parks and restaurants overflow. In October the sea is still mild and the peninsula quietens down.

## Getting there

From our Milas-Bodrum Airport office, the D330 takes you to Bodrum town in about 36 km, or 35 to 40 minutes. From the centre it is 20 km to Gümüşlük, 18 km to Yalıkavak and 20 km to Türkbükü. Roads on the peninsula are narrow, winding and hilly, and traffic is heavy on summer evenings, especially on the roads towards Turgutreis and Gümüşlük as people race to catch the sunset. Parking in the town centre is hard to find; use municipal and private car parks and do not drive into pedestrian zones.`,
    theme: "coast-town",
    officeSlug: "bodrum-milas-havalimani",
    campaignSlug: null,
    lat: 37.0344,
    lng: 27.4305,
    sort: 4,
    popular: true,
  },
  {
    slug: "alacati-cesme",
    nameTr: "Alaçatı ve Çeşme",
    nameEn: "Alaçatı and Çeşme",
    regionTr: "İzmir, Ege kıyısı",
    regionEn: "Izmir, Aegean coast",
    summaryTr:
      "Taş evler, yel değirmenleri, sörf rüzgârı ve buz gibi Ege denizi: İzmir Havalimanı'ndan bir saat uzaklıkta yaz.",
    summaryEn:
      "Stone houses, windmills, surfing winds and the refreshing Aegean sea: summer, an hour's drive from Izmir Airport.",
    bodyTr: `Çeşme Yarımadası, İzmir'in batı ucunda Sakız Adası'na bakan bir yaz cenneti. Alaçatı'nın begonvillerle süslü taş evleri, butik otelleri ve restoranları yarımadanın kalbidir; Çeşme ise kalesi, limanı ve uzun plajlarıyla daha geniş bir tatil sunar. Yarımadadaki koylar birbirinden uzak ve dolmuş seferleri sınırlı olduğundan, burada araç gerçekten zaman kazandırır.

## Görülecek yerler

- Alaçatı çarşısı ve Hacı Memiş Mahallesi: taş sokaklarda akşam yürüyüşü, sakızlı tatlılar ve Ege mutfağı.
- Yel değirmenleri: Alaçatı girişindeki tepede, gün batımının en güzel izlendiği yerlerden biri.
- Alaçatı Limanı: düzenli rüzgârı sayesinde dünyanın sayılı sörf noktalarından; başlangıç dersleri için birçok okul var.
- Çeşme Kalesi ve Çeşme Müzesi: 16. yüzyıldan kalma kale ve Kervansaray'ın çevresindeki çarşı.
- Ilıca Plajı ve Altınkum koyları: ince kum, sığ ve berrak su.
- Ildırı ve antik Erythrai: kalabalıktan uzak bir köy, tepede tiyatro kalıntıları ve körfez manzarası.
- Dalyan: akşam yemeği için balıkçı restoranlarıyla küçük bir liman.

Dönüşte Urla'ya uğrayıp bağ yolundaki şarap evlerini ve sanat sokağını görebilirsiniz. Nisan ayında düzenlenen Alaçatı Ot Festivali, Ege'nin yabani otlarını tanımak için iyi bir fırsattır.

## İpuçları

Alaçatı'da hafta sonları akşam yemeği için mutlaka yer ayırtın. Rüzgârlı günlerde kuzeye bakan plajlar dalgalı olur; daha sakin bir deniz için yarımadanın güneyindeki koyları tercih edin. Kiralık araçla yurt dışına çıkılamadığından Sakız Adası'na günübirlik gitmek isterseniz aracı Çeşme'de bir otoparka bırakıp feribota yolcu olarak binin.

## Ne zaman gidilir

Haziran başı ve eylül, sıcak ama kalabalık olmayan bir yarımada sunar. Temmuz ve ağustos en canlı dönemdir; hafta sonları Alaçatı'da yer bulmak zorlaşır. Sörf sezonu mayıstan ekime kadar sürer. Kuzeyden esen rüzgâr nedeniyle deniz, güney Ege'ye göre daha serindir.

## Yol tarifi

İzmir Adnan Menderes Havalimanı ofisimizden çevre yolu ve İzmir-Çeşme Otoyolu üzerinden Alaçatı'ya yaklaşık 95 km, 1 saat 10 dakikalık bir yol var; Çeşme merkez 10 km daha ileridedir. Cuma akşamları yarımadaya, pazar akşamları İzmir'e doğru trafik yoğunlaşır; mümkünse bu saatlerin dışında yola çıkın. Alaçatı'nın tarihî merkezine araçla girmek yerine kasaba girişindeki otoparkları kullanın.`,
    bodyEn: `The Çeşme Peninsula, at the western tip of Izmir facing the Greek island of Chios, is a summer paradise. Alaçatı, with its stone houses draped in bougainvillea, boutique hotels and restaurants, is the heart of the peninsula, while Çeşme offers a broader holiday with its castle, harbour and long beaches. The bays are spread out and minibus services are limited, so a car really saves time here.

## What to see

- Alaçatı bazaar and the Hacı Memiş quarter: evening walks on stone streets, mastic desserts and Aegean cooking.
- The windmills: on the hill at the entrance to Alaçatı, one of the best places to watch the sunset.
- Alaçatı Bay: thanks to its steady wind, one of the world's best-known windsurfing spots, with plenty of schools for beginners.
- Çeşme Castle and Museum: a 16th-century fortress and the bazaar around the old caravanserai.
- Ilıca Beach and the Altınkum coves: fine sand and shallow, clear water.
- Ildırı and ancient Erythrae: a village away from the crowds, with a hilltop theatre and views over the bay.
- Dalyan: a small harbour with fish restaurants for dinner.

On the way back, stop in Urla for the wineries along its vineyard road and its arts street. The Alaçatı Herb Festival in April is a good chance to get to know the wild greens of the Aegean.

## Tips

At weekends, always book a table for dinner in Alaçatı. On windy days the north-facing beaches get rough; for calmer water, choose the coves on the south of the peninsula. Rental cars may not leave Turkey, so if you want a day trip to Chios, leave the car in a car park in Çeşme and board the ferry as a foot passenger.

## When to go

Early June and September give you a warm peninsula without the crowds. July and August are the liveliest months, and finding a room in Alaçatı at weekends gets hard. The windsurfing season runs from May to October. Because of the northerly wind, the sea here is cooler than in the southern Aegean.

## Getting there

From our Izmir Adnan Menderes Airport office, take the ring road and the Izmir-Çeşme motorway to Alaçatı: about 95 km, or 1 hour 10 minutes. Çeşme town is 10 km further on. Traffic builds up towards the peninsula on Friday evenings and back towards Izmir on Sunday evenings, so travel outside those hours if you can. Rather than driving into the historic centre of Alaçatı, use the car parks at the edge of town.`,
    theme: "coast-town",
    officeSlug: "izmir-adnan-menderes-havalimani",
    campaignSlug: "ege-yaz",
    lat: 38.282,
    lng: 26.374,
    sort: 5,
    popular: true,
  },
  {
    slug: "efes-sirince",
    nameTr: "Efes ve Şirince",
    nameEn: "Ephesus and Şirince",
    regionTr: "Selçuk, İzmir",
    regionEn: "Selçuk, Izmir",
    summaryTr:
      "Celsus Kütüphanesi'nin önünde durup mermer caddede yürüyün, ardından Şirince'nin bağ evlerinde günü tamamlayın.",
    summaryEn:
      "Stand before the Library of Celsus, walk the marble street, then end the day among the vineyard houses of Şirince.",
    bodyTr: `Efes, Roma döneminde Asya eyaletinin başkenti olan ve bugün dünyanın en iyi korunmuş antik kentlerinden biri sayılan bir UNESCO Dünya Mirası. Selçuk ilçesinin hemen dışındaki ören yeri, çevresindeki Artemis Tapınağı, Meryem Ana Evi ve Şirince köyüyle birlikte dolu dolu bir gün sunar. Bu noktalar birbirine birkaç kilometre uzaklıkta olduğundan kendi aracınızla hepsini aynı gün rahatça gezebilirsiniz.

## Görülecek yerler

- Celsus Kütüphanesi: Efes'in simgesi olan iki katlı cephe.
- Büyük Tiyatro: yaklaşık 25 bin kişilik oturma alanıyla Anadolu'nun en büyük antik tiyatrolarından biri.
- Yamaç Evler: zengin Efeslilerin mozaik ve fresklerle süslü evleri; ayrı bilet gerekir, ama kesinlikle değer.
- Artemis Tapınağı: dünyanın yedi harikasından birinden geriye kalan tek sütun.
- Efes Müzesi ve Aziz Jean Bazilikası: Selçuk merkezde, kaleye yaslanan bazilika kalıntıları.
- Meryem Ana Evi: Bülbül Dağı'nın yamacında, Hristiyanlar için önemli bir hac yeri.
- Şirince: taş evleri, meyve şarapları ve köy kahvaltısıyla bilinen bir dağ köyü.

## İpuçları

Efes'in mermer yolları yer yer kaygandır; rahat ve kaymayan ayakkabılar giyin. Rehberli tur almak ya da sesli rehber kullanmak, kalıntıların hikâyesini anlamayı çok kolaylaştırır. Bölgede çok sayıda müze ve ören yeri gezecekseniz müze kartı seçeneklerini önceden araştırın. Şirince'de şarap tadımı yapacaksanız aracı kullanacak kişiyi baştan belirleyin; alkollü araç kullanmak hem yasak hem de kiralama sözleşmesine aykırıdır.

## Ne zaman gidilir

Mart-mayıs ve eylül-kasım arası en uygun dönemdir. Yazın ören yerinde gölge çok azdır ve öğle saatlerinde sıcaklık 40 dereceye yaklaşır; açılış saatinde girin, su ve şapka almayı unutmayın. Hafta içi günler, tur otobüslerinin yoğunluğu açısından daha rahattır.

## Yol tarifi

İzmir Alsancak ofisimizden İzmir-Aydın Otoyolu ile Selçuk'a yaklaşık 80 km, 1 saatlik bir yol var; otoyol ücretlidir ve HGS etiketiyle ödenir. Ören yerinin üst ve alt olmak üzere iki girişi vardır; otoparkı olan alt girişe aracı bırakıp gezinizi planlayabilirsiniz. Selçuk'tan Şirince'ye 8 km'lik virajlı bir yolla 15 dakikada, Meryem Ana Evi'ne 9 km'de ulaşılır. Şirince'de araçla köyün içine girmek yerine girişteki otoparkı kullanın. Dönüşte Pamucak Plajı'nda denize girmek günü güzel bir şekilde bitirir.`,
    bodyEn: `Ephesus was the capital of the Roman province of Asia and is now one of the best-preserved ancient cities in the world, a UNESCO World Heritage Site. The site just outside the town of Selçuk, together with the Temple of Artemis, the House of the Virgin Mary and the village of Şirince, makes for a full and rewarding day. The sights are a few kilometres apart, so with your own car you can see them all in one day without rushing.

## What to see

- The Library of Celsus: the two-storey façade that has become the symbol of Ephesus.
- The Great Theatre: seating around 25,000 people, one of the largest ancient theatres in Anatolia.
- The Terrace Houses: the homes of wealthy Ephesians, decorated with mosaics and frescoes; a separate ticket is needed, and it is well worth it.
- The Temple of Artemis: the single column left standing of one of the Seven Wonders of the Ancient World.
- The Ephesus Museum and the Basilica of St John: in the centre of Selçuk, the basilica ruins lean against the castle hill.
- The House of the Virgin Mary: on the slopes of Mount Bülbül, an important place of pilgrimage for Christians.
- Şirince: a hill village known for its stone houses, fruit wines and village breakfasts.

## Tips

The marble streets of Ephesus can be slippery in places, so wear comfortable shoes with a good grip. A guided tour or an audio guide makes the story of the ruins much easier to follow. If you plan to visit many museums and sites in the area, look into museum pass options beforehand. If you will taste wine in Şirince, agree in advance who is driving; drink-driving is against the law and the rental agreement.

## When to go

March to May and September to November are the best times. In summer there is little shade on the site and temperatures approach 40°C at midday; arrive at opening time and bring water and a hat. Weekdays are calmer, with fewer tour coaches.

## Getting there

From our Izmir Alsancak office, take the Izmir-Aydın motorway to Selçuk: about 80 km, or an hour. The motorway is tolled and paid with the HGS tag. The site has an upper and a lower entrance; the lower one has a car park, which makes it a convenient base. From Selçuk, Şirince is 8 km up a winding road (15 minutes) and the House of the Virgin Mary is 9 km away. In Şirince, use the car park at the entrance instead of driving into the village. A swim at Pamucak Beach on the way back is a lovely end to the day.`,
    theme: "ancient",
    officeSlug: "izmir-alsancak",
    campaignSlug: null,
    lat: 37.9395,
    lng: 27.3417,
    sort: 6,
    popular: false,
  },
  {
    slug: "uzungol",
    nameTr: "Uzungöl",
    nameEn: "Uzungöl",
    regionTr: "Çaykara, Trabzon",
    regionEn: "Çaykara, Trabzon",
    summaryTr:
      "Ladin ormanlarıyla çevrili bir göl, sisin arasından görünen camii minaresi ve yukarıda bekleyen yaylalar: Karadeniz'in en bilinen manzarası.",
    summaryEn:
      "A lake ringed by spruce forest, a minaret rising through the mist and high pastures waiting above: the Black Sea region's best-known view.",
    bodyTr: `Uzungöl, Trabzon'un Çaykara ilçesinde, Soğanlı Dağları'nın eteğinde bir heyelan setinin önünü kapattığı vadide oluşmuş, yaklaşık 1.100 metre yükseklikte bir göl. Ahşap evler, gölün kıyısındaki cami ve yamaçları kaplayan ladin ormanları, özellikle sisli sabahlarda masal gibi bir görüntü oluşturur. Çevredeki yaylalar, şelaleler ve seyir noktaları, kendi aracınızla gezmeye çok uygun.

## Görülecek yerler

- Göl çevresi yürüyüşü: düz ve kolay, yaklaşık bir saatlik bir tur.
- Seyir terası: göl ve köyü tepeden gören noktalar; sabah erken ışık çok güzeldir.
- Şekersu, Karester ve Demirkapı yaylaları: yazın yeşil çayırlar, ahşap yayla evleri ve serin hava.
- Haldizen Dağları: deneyimli yürüyüşçüler için buzul gölleri.
- Yolda Çaykara ve Of: Karadeniz mutfağı, muhlama, kuymak ve taze hamsi.

Daha uzun kalacaksanız Trabzon'a dönüşte Maçka'daki Sümela Manastırı'nı, şehirde Ayasofya Camii'ni ve Atatürk Köşkü'nü görebilirsiniz.

## Konaklama ve ipuçları

Göl çevresindeki oteller yazın ve bayramlarda hızla dolar; hafta içi gitmek hem daha sakin hem de daha uygun fiyatlıdır. Sabah erken saatlerde göl üzerinde oluşan sis, en güzel fotoğrafların çekildiği zamandır. Yayla yollarında akşam karanlığına kalmamaya çalışın; sis ve hayvan sürüleri görüşü zorlaştırabilir. Dönüşte Of'ta bir çay bahçesinde mola vermek yolculuğu güzel bir şekilde tamamlar.

## Ne zaman gidilir

Mayıs sonundan ekime kadar hava ılıman ve yollar açıktır; haziran ve temmuz yaylaların en yeşil dönemidir. Ekimde ormanlar sarı ve kırmızıya döner. Kışın göl karla çevrelenir ve çok güzeldir, ancak kış lastiği ve kar zinciri şarttır. Karadeniz'de yağmur her mevsim sürpriz yapabilir; yanınıza yağmurluk alın.

## Yol tarifi

Trabzon Havalimanı ofisimizden Karadeniz Sahil Yolu ile doğuya, Of'a yaklaşık 45 km gidin; Of'tan sağa dönüp Solaklı Deresi boyunca Çaykara üzerinden Uzungöl'e 55 km daha ilerleyin. Toplam yaklaşık 100 km ve 1 saat 45 dakika-2 saattir. Vadi yolu dar ve virajlıdır, sis ve yağmurda görüş azalır; hızınızı düşürün ve sollamayı yalnızca görüş açıkken yapın. Yaylalara çıkan yolların bir bölümü toprak ve taşlıdır; kiralama sözleşmesi asfalt dışındaki yollarda araç kullanımına izin vermez, bu yüzden bu bölümler için yerel yayla servislerini tercih edin.`,
    bodyEn: `Uzungöl is a lake at about 1,100 metres in the Çaykara district of Trabzon, formed where a landslide dammed a valley at the foot of the Soğanlı Mountains. Wooden houses, the mosque on the shore and the spruce forests on the slopes look like a fairy tale, especially on misty mornings. The surrounding high pastures, waterfalls and viewpoints are ideal for exploring by car.

## What to see

- The lakeside walk: a flat, easy loop of about an hour.
- The viewing terraces: points looking down on the lake and the village; the early-morning light is beautiful.
- The Şekersu, Karester and Demirkapı highland pastures: green meadows, wooden summer houses and cool air in summer.
- The Haldizen Mountains: glacial lakes for experienced hikers.
- On the way, Çaykara and Of: Black Sea cooking such as muhlama and kuymak (cheese and cornmeal fondue) and fresh anchovies.

If you stay longer, visit Sümela Monastery in Maçka on the way back to Trabzon, and the Hagia Sophia Mosque and Atatürk Pavilion in the city.

## Where to stay and tips

Hotels around the lake fill up quickly in summer and on public holidays; going on a weekday is quieter and cheaper. The early-morning mist over the lake is when the best photos are taken. Try not to be caught on the pasture roads after dark, as mist and herds of animals can make it hard to see. On the way back, a stop at a tea garden in Of rounds off the trip nicely.

## When to go

From late May to October the weather is mild and the roads are open; June and July are when the pastures are greenest. In October the forests turn yellow and red. In winter the lake is surrounded by snow and looks magical, but winter tyres and snow chains are essential. Rain can surprise you in any season on the Black Sea coast, so pack a rain jacket.

## Getting there

From our Trabzon Airport office, drive east along the Black Sea coast road to Of, about 45 km. In Of, turn inland and follow the Solaklı river through Çaykara for another 55 km to Uzungöl. The whole trip is about 100 km and takes 1 hour 45 minutes to 2 hours. The valley road is narrow and winding, and visibility drops in fog and rain; slow down and overtake only when you can see clearly. Some roads up to the pastures are dirt and gravel, and the rental agreement does not allow driving off tarmac, so use the local pasture shuttles for those stretches.`,
    theme: "lake",
    officeSlug: "trabzon-havalimani",
    campaignSlug: null,
    lat: 40.6194,
    lng: 40.2947,
    sort: 7,
    popular: true,
  },
  {
    slug: "erciyes",
    nameTr: "Erciyes Kayak Merkezi",
    nameEn: "Erciyes Ski Resort",
    regionTr: "Kayseri, İç Anadolu",
    regionEn: "Kayseri, Central Anatolia",
    summaryTr:
      "Havalimanından bir saatten kısa sürede piste: 100 kilometreyi aşan pistleri ve kuru karıyla Türkiye'nin en büyük kayak merkezlerinden biri.",
    summaryEn:
      "From the airport to the slopes in under an hour: with more than 100 km of pistes and dry powder, one of Turkey's largest ski resorts.",
    bodyTr: `Erciyes, 3.917 metrelik zirvesiyle İç Anadolu'nun en yüksek dağı ve eteklerindeki kayak merkezi Türkiye'nin en büyüklerinden biri. Pistler yaklaşık 2.150 ile 3.400 metre arasında uzanır; Tekir, Hisarcık, Hacılar ve Develi olmak üzere dört kapıdan girilen merkezde 100 kilometreyi aşan pist, modern teleferikler ve geniş bir yapay karlama sistemi bulunur. Kayseri'nin havalimanına yakınlığı sayesinde hafta sonu kaçamağı için bile idealdir.

## Neler yapılır

- Kayak ve snowboard: başlangıç pistlerinden siyah pistlere kadar her seviyeye uygun seçenek.
- Kayak okulları: ekipman kiralama ve özel ya da grup dersleri her kapıda bulunur.
- Kızak ve kar yürüyüşü: kaymayan aile üyeleri için eğlenceli alternatifler.
- Yaz aylarında: dağ bisikleti, doğa yürüyüşü ve yüksek irtifa kampları.
- Kayseri'de: pastırma, sucuk ve mantıyla ünlü mutfak, Selçuklu eserleri ve Kapadokya'ya kısa bir yolculuk.

## İpuçları

Pistlere sabah erken çıkın; kar en iyi, kuyruklar en kısa bu saatlerdedir. Yüksek irtifada güneş çok güçlüdür; kış bile olsa güneş kremi ve güneş gözlüğü kullanın. Kıyafetlerinizi kat kat giyin ve yanınıza yedek eldiven alın. Aracı gece açık otoparkta bırakacaksanız silecekleri kaldırın; sabah cama donan silecek lastikleri zarar görebilir. Kayak dönüşü Kayseri'de pastırmalı yumurta ya da yağlama tatmayı unutmayın.

## Ne zaman gidilir

Kayak sezonu genellikle aralık ortasından nisana kadar sürer; kar durumuna göre başlangıç ve bitiş değişebilir. Ocak ve şubat en güvenilir kar dönemidir. Hafta içi pistler çok daha sakindir. Hava çok çabuk değişebileceğinden yola çıkmadan önce merkezin güncel pist ve yol durumu duyurularını kontrol edin.

## Yol tarifi

Kayseri Havalimanı ofisimizden şehir merkezini geçip Hisarcık üzerinden Tekir Kapı'ya yaklaşık 40 km, 45-50 dakikalık bir yol var. Yol asfalttır ve kışın açık tutulur, ancak kar yağışında jandarma zinciri olmayan araçları geri çevirebilir. Kış döneminde Kayseri ofisimizdeki araçlar kış lastiğiyle teslim edilir; kar zincirini rezervasyonda ek ürün olarak eklemenizi öneririz. Kayak ekipmanınız için bagajı geniş bir araç sınıfı seçin ya da ekipmanı merkezden kiralayın. Otoparklarda aracınızı düz bir zemine bırakın, el frenini çekin ve vitesi takılı bırakın.`,
    bodyEn: `At 3,917 metres, Erciyes is the highest mountain in Central Anatolia, and the ski resort on its slopes is one of the largest in Turkey. The pistes run from about 2,150 to 3,400 metres; entered through four gates (Tekir, Hisarcık, Hacılar and Develi), the resort has more than 100 km of runs, modern lifts and extensive snowmaking. It is so close to Kayseri's airport that it works even for a weekend break.

## What to do

- Skiing and snowboarding: runs for every level, from nursery slopes to black pistes.
- Ski schools: equipment hire and private or group lessons at every gate.
- Sledging and snow walks: fun alternatives for family members who do not ski.
- In summer: mountain biking, hiking and high-altitude training camps.
- In Kayseri: a cuisine famous for pastırma (cured beef), sucuk and mantı dumplings, Seljuk monuments, and Cappadocia a short drive away.

## Tips

Get on the slopes early; the snow is best and the queues are shortest in the morning. The sun is very strong at altitude, so use sunscreen and sunglasses even in winter. Dress in layers and take spare gloves. If you leave the car in an open car park overnight, lift the wipers off the windscreen, as wiper blades frozen to the glass can be damaged in the morning. After skiing, try pastırma with eggs or yağlama, a local flatbread dish, in Kayseri.

## When to go

The ski season usually runs from mid-December to April, depending on the snow. January and February are the most reliable months. The slopes are much quieter on weekdays. The weather can change quickly, so check the resort's current piste and road reports before you set off.

## Getting there

From our Kayseri Airport office, drive through the city and on via Hisarcık to the Tekir gate: about 40 km, or 45 to 50 minutes. The road is paved and kept open in winter, but during snowfall the gendarmerie may turn back cars without chains. In winter our Kayseri office hands over its cars on winter tyres, and we recommend adding snow chains as an extra when you book. Pick a class with a large boot for your ski gear, or hire equipment at the resort. In the car parks, leave the car on level ground with the handbrake on and in gear.`,
    theme: "snow",
    officeSlug: "kayseri-havalimani",
    campaignSlug: "kis-kayak",
    lat: 38.5597,
    lng: 35.5036,
    sort: 8,
    popular: false,
  },
  {
    slug: "safranbolu",
    nameTr: "Safranbolu",
    nameEn: "Safranbolu",
    regionTr: "Karabük, Batı Karadeniz",
    regionEn: "Karabük, Western Black Sea",
    summaryTr:
      "Osmanlı konakları, Arasta'da lokum kokusu ve Tokatlı Kanyonu'nun üstünde cam teras: Ankara'dan bir hafta sonu kaçamağı.",
    summaryEn:
      "Ottoman mansions, the scent of Turkish delight in the Arasta and a glass terrace above the Tokatlı Canyon: a weekend escape from Ankara.",
    bodyTr: `Safranbolu, 18. ve 19. yüzyıldan kalma yüzlerce ahşap ve kerpiç konağıyla Osmanlı kent dokusunu en iyi koruyan yerlerden biri ve 1994'ten bu yana UNESCO Dünya Mirası listesinde. Adını bir zamanlar çevresinde yetiştirilen safrandan alan kasaba, dar Arnavut kaldırımlı sokakları ve konaklarda konaklama imkânıyla hafta sonu kaçamakları için ideal.

## Görülecek yerler

- Çarşı bölgesi: bakırcılar, demirciler ve yemeniciler arastası, lokum ve safran dükkânları.
- Cinci Hanı: 17. yüzyıldan kalma büyük kervansaray; terasından kasabanın kiremit çatıları görünür.
- Kaymakamlar Evi: bir Safranbolu konağının odalarını, sedirlerini ve havuzlu bölümünü olduğu gibi gösteren müze ev.
- Hıdırlık Tepesi: eski çarşıyı tepeden gören, gün batımı için en güzel nokta.
- Yörük Köyü: 11 km uzakta, taş ve ahşap evleriyle zamanın durduğu bir köy.
- İncekaya Su Kemeri ve Kristal Cam Teras: Tokatlı Kanyonu'nun üzerinde, ayağınızın altındaki uçuruma bakan seyir terası.
- Bulak Mencilis Mağarası: sarkıt ve dikitleriyle serin bir mola.

## Konaklama ve lezzetler

Safranbolu'da tarihî bir konakta kalmadan dönmeyin; birçok konak butik otel olarak hizmet veriyor ve sedirler, ahşap tavanlar ve dolap içine gizlenmiş eski banyolar korunuyor. Yemek için yaprak sarması, peruhi, bükme ve kuyu kebabını deneyin; dönüşte safranlı lokum ve zerde almayı unutmayın. Hafta sonları çarşı çok kalabalık olduğundan müzeleri sabah erken gezmek daha keyiflidir.

## Ne zaman gidilir

Ekim ve kasım başında çevredeki ormanlar sonbahar renklerine bürünür ve kasaba en güzel hâlini alır. İlkbahar da yürüyüş için çok keyiflidir. Kışın karla kaplı konaklar kartpostal gibidir; ancak yollarda buzlanma olabilir. Yazın hafta sonları yoğun geçer; konaklamayı önceden ayırtın.

## Yol tarifi

Ankara Esenboğa Havalimanı ofisimizden Kızılcahamam ve Gerede yönüne, oradan Eskipazar ve Karabük üzerinden Safranbolu'ya yaklaşık 220 km, 2,5-3 saatlik bir yol var. Kızılcahamam çevresi ve Gerede geçişi kışın karlı olabilir; bu dönemde Ankara ofisimizdeki araçlar kış lastiğiyle teslim edilir. Safranbolu'nun tarihî çarşısı dar ve dik sokaklardan oluşur; aracı çarşı girişindeki otoparklara bırakıp kasabayı yürüyerek gezin.`,
    bodyEn: `With hundreds of timber and mud-brick mansions from the 18th and 19th centuries, Safranbolu is one of the best-preserved Ottoman towns and has been on the UNESCO World Heritage List since 1994. Named after the saffron once grown around it, the town, with its narrow cobbled streets and mansions you can stay in, is ideal for a weekend away.

## What to see

- The bazaar quarter: the arcades of coppersmiths, blacksmiths and slipper makers, and shops selling Turkish delight and saffron.
- Cinci Han: a large 17th-century caravanserai whose roof terrace looks out over the town's tiled roofs.
- Kaymakamlar House: a museum house showing the rooms, divans and indoor pool of a Safranbolu mansion just as they were.
- Hıdırlık Hill: overlooking the old bazaar, the best place for sunset.
- Yörük Village: 11 km away, a village of stone and timber houses where time seems to have stopped.
- İncekaya Aqueduct and the Crystal Glass Terrace: a viewing platform above Tokatlı Canyon with the drop right under your feet.
- Bulak Mencilis Cave: a cool stop among stalactites and stalagmites.

## Where to stay and what to eat

Do not leave Safranbolu without staying in a historic mansion; many now work as boutique hotels and keep their divans, wooden ceilings and old bathrooms hidden inside cupboards. Try stuffed vine leaves, peruhi dumplings, bükme pastries and kuyu kebab, slow-roasted in a pit, and take home some saffron Turkish delight and zerde, a saffron rice pudding. The bazaar gets very busy at weekends, so visit the museums early in the morning.

## When to go

In October and early November the surrounding forests turn to autumn colours and the town looks its best. Spring is also lovely for walking. In winter the snow-covered mansions look like a postcard, but roads can be icy. Summer weekends are busy, so book your accommodation in advance.

## Getting there

From our Ankara Esenboğa Airport office, head towards Kızılcahamam and Gerede, then on through Eskipazar and Karabük to Safranbolu: about 220 km, or 2.5 to 3 hours. The Kızılcahamam area and the Gerede pass can be snowy in winter; during that season our Ankara office hands over its cars on winter tyres. The historic bazaar is a maze of narrow, steep lanes, so leave the car in the car parks at its edge and explore on foot.`,
    theme: "autumn",
    officeSlug: "ankara-esenboga-havalimani",
    campaignSlug: "hafta-sonu",
    lat: 41.2431,
    lng: 32.6916,
    sort: 9,
    popular: false,
  },
  {
    slug: "sile-agva",
    nameTr: "Şile ve Ağva",
    nameEn: "Şile and Ağva",
    regionTr: "İstanbul, Karadeniz kıyısı",
    regionEn: "Istanbul, Black Sea coast",
    summaryTr:
      "İstanbul'un bir buçuk saat ötesinde deniz feneri, kumsallar ve iki derenin arasında bir köy: şehirden kaçmanın en kolay yolu.",
    summaryEn:
      "A lighthouse, sandy beaches and a village between two rivers, an hour and a half from Istanbul: the easiest way to escape the city.",
    bodyTr: `Şile ve Ağva, İstanbul'un Anadolu yakasının Karadeniz kıyısında, şehrin kalabalığından kısa bir sürüşle uzaklaşabileceğiniz iki sahil kasabası. Şile'nin geniş kumsalları, feneri ve kale adacığı; Ağva'nın ise Göksu ve Yeşilçay derelerinin denize kavuştuğu yerdeki ormanlık dokusu, tek günlük bir gezi ya da huzurlu bir hafta sonu için birbirini tamamlar.

## Görülecek yerler

- Şile Feneri: 1859'da yapılan ve bugün hâlâ çalışan, kasabanın simgesi olan fener.
- Şile Kalesi: kıyının hemen önündeki adacıkta, özellikle gün batımında çok güzel görünen kale kalıntıları.
- Ayazma ve Ağlayankaya plajları: geniş kumsallar ve kıyı boyunca yürüyüş.
- Şile bezi: kasabaya özgü, yazın serin tutan pamuklu dokuma; çarşıda atölyeler ve dükkânlar var.
- Ağva: Göksu Deresi'nde kano ya da tekne turu, dere kıyısında kahvaltı ve orman yürüyüşü.
- Kilimli Koyu ve çevredeki koylar: Ağva'dan kısa bir sürüşle ulaşılan sakin kıyılar.

Karadeniz'de akıntılar güçlü olabilir: yalnızca cankurtaranı bulunan plajlarda, uyarı bayraklarına dikkat ederek denize girin.

## İpuçları

Ağva'daki dere kenarı otelleri hafta sonları çok erken dolar; konaklayacaksanız önceden yer ayırtın. Şile'de balık restoranları kıyı boyunca sıralanır; Karadeniz'in mevsim balıklarını sorun. Şile bezinden bir gömlek ya da masa örtüsü hem güzel bir hediye hem de yazın en serin kıyafettir. Göksu Deresi'nde kano kiralamak için sabah saatlerini seçin; öğleden sonra dere trafiği artar.

## Ne zaman gidilir

Mayıstan eylüle kadar deniz ve kumsal; ekim ve kasımda ise renklenen ormanlar ve dere kıyısında sakin günler. Kışın Ağva'daki şömineli dere evleri de popülerdir. Yaz hafta sonları yoğundur; mümkünse hafta içi gidin ya da cumartesi sabah erken yola çıkın.

## Yol tarifi

İstanbul Kadıköy ofisimizden Ümraniye üzerinden Şile yoluna çıkın; Şile'ye yaklaşık 70 km ve 1 saat 15 dakikada ulaşırsınız. Ağva, Şile'den 35 km daha doğudadır; Kadıköy'den toplam yaklaşık 1 saat 45 dakikalık bir yol. Pazar akşamları şehre dönüş trafiği çok yoğun olur; dönüşü öğleden önceye ya da akşam geç saate planlayın. Orman içindeki yollar virajlıdır ve yağmurdan sonra kaygan olabilir; yavaş gidin ve yol kenarına yalnızca güvenli ceplerde park edin.`,
    bodyEn: `Şile and Ağva are two seaside towns on the Black Sea coast of Istanbul's Asian side, a short drive from the crowds of the city. Şile's wide beaches, lighthouse and castle islet, and the wooded setting of Ağva where the Göksu and Yeşilçay rivers meet the sea, complement each other for a day trip or a quiet weekend.

## What to see

- Şile Lighthouse: built in 1859, still working and the symbol of the town.
- Şile Castle: ruins on an islet just off the shore, especially beautiful at sunset.
- Ayazma and Ağlayankaya beaches: long stretches of sand and walks along the shore.
- Şile cloth: a light cotton weave unique to the town that keeps you cool in summer; you will find workshops and shops in the bazaar.
- Ağva: canoeing or a boat trip on the Göksu river, breakfast on the riverbank and forest walks.
- Kilimli Bay and the coves nearby: quiet shores a short drive from Ağva.

Currents in the Black Sea can be strong: swim only at beaches with lifeguards and pay attention to the warning flags.

## Tips

The riverside hotels in Ağva fill up very early at weekends, so book ahead if you plan to stay. Fish restaurants line the shore in Şile; ask for the Black Sea fish in season. A shirt or tablecloth in Şile cloth is a lovely gift and the coolest thing to wear in summer. Hire a canoe on the Göksu river in the morning; boat traffic on the river picks up in the afternoon.

## When to go

From May to September for the sea and the beaches; in October and November for autumn forests and calm days by the river. In winter the riverside cottages of Ağva with their fireplaces are popular too. Summer weekends are busy, so go on a weekday if you can, or set off early on Saturday morning.

## Getting there

From our Istanbul Kadıköy office, drive through Ümraniye to the Şile road; Şile is about 70 km and 1 hour 15 minutes away. Ağva is 35 km further east, about 1 hour 45 minutes from Kadıköy in total. Traffic back into the city is very heavy on Sunday evenings, so plan your return before noon or late in the evening. The forest roads are winding and can be slippery after rain; drive slowly and park only in safe lay-bys.`,
    theme: "forest",
    officeSlug: "istanbul-kadikoy",
    campaignSlug: "hafta-sonu",
    lat: 41.1747,
    lng: 29.6094,
    sort: 10,
    popular: false,
  },
];
