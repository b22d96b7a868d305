// Blog posts (/blog-{slug}); the seed runner turns daysAgo into publishedAt.

import type { blogPosts } from "#app/server/db/schema.ts";

export const blogPostsData: Array<Omit<typeof blogPosts.$inferInsert, "id" | "publishedAt"> & { daysAgo: number }> = [
  {
    slug: "uzun-yol-oncesi-kontrol-listesi",
    daysAgo: 9,
    theme: "road",
    author: "Elif Karaca",
    titleTr: "Kiralık araçla yol gezisi: yola çıkmadan önce bilmeniz gerekenler",
    titleEn: "Road trip in a rental car: what to know before you set off",
    summaryTr:
      "Rotayı planlamaktan aracı teslim alırken yapılacak kontrollere, moladan hız sınırlarına kadar keyifli ve sorunsuz bir yol gezisi için pratik öneriler.",
    summaryEn:
      "Practical advice for a smooth, enjoyable road trip, from planning the route and checking the car at pick-up to breaks and speed limits.",
    bodyTr: `Türkiye, yol gezisi için dünyanın en zengin ülkelerinden biri: bir günde zeytinliklerden çam ormanlarına, antik kentlerden yayla köylerine geçebilirsiniz. Kiralık bir araçla yapılan gezinin keyfi ise büyük ölçüde yola çıkmadan önceki hazırlığa bağlı. Yıllardır ofislerimizde en çok sorulan soruları ve ekibimizin kendi yolculuklarından edindiği deneyimleri bir araya getirdik.

## Rotayı gerçekçi planlayın

Haritada kısa görünen mesafeler dağ yollarında iki katı sürebilir. Günde dört-beş saatten fazla direksiyon başında kalmamak, hem güvenlik hem de gezinin tadını çıkarmak için iyi bir ölçü. Rotanızın toplam uzunluğunu hesaplayın ve aracınızın kilometre sınırıyla karşılaştırın: ücretsiz kilometre, günlük sınırın kiralama gün sayısıyla çarpılmasıyla bulunur. Sınırı aşacağınızı düşünüyorsanız rezervasyonda +500 km, +1000 km ya da sınırsız kilometre paketi eklemek, iadede fazla kilometre ödemekten çoğu zaman daha ekonomiktir.

Geziyi başladığınız şehirde bitirmeyecekseniz aracı farklı bir ofise bırakmayı seçin. Başka bir şehre bırakılan araçlar için tek yön ücreti, ödeme yapmadan önce fiyat özetinde görünür.

## Aracı teslim alırken

- Aracın çevresinde birlikte dolaşın; çizik, göçük ve cam çatlaklarını teslim formuna yazdırın ve telefonunuzla fotoğraflayın.
- Yedek lastiği ya da lastik tamir kitini, krikoyu, reflektörü, ilk yardım çantasını ve yangın söndürücüyü kontrol edin.
- Yakıt türünü öğrenin: benzinli araca dizel ya da dizel araca benzin koymak ciddi motor hasarına yol açar ve güvence paketlerinin kapsamına girmez.
- Yola çıkmadan koltuğu, aynaları ve direksiyonu ayarlayın, telefonunuzu araca bağlayın, farların ve silecek kollarının yerini öğrenin.

## Yolda

Otomobiller için hız sınırları yerleşim yerlerinde 50, şehirlerarası iki yönlü yollarda 90, bölünmüş yollarda 110, otoyollarda 120 km/sa'dir; levhalar farklı bir sınır gösteriyorsa levhaya uyun. Birçok yolda ortalama hız denetimi yapılır: iki nokta arasındaki ortalama hızınız ölçülür, yani kameranın önünde yavaşlamak işe yaramaz.

İki saatte bir en az on beş dakikalık mola verin. Dinlenme tesisleri hem yakıt hem yemek hem de kısa bir yürüyüş için iyi duraklardır. Dağlık ve kırsal bölgelerde depo dörtte birin altına inmeden yakıt alın; akaryakıt istasyonları seyrekleşebilir. Akşam karanlığında köy yollarında ışıksız traktörlere ve yola çıkan hayvanlara karşı dikkatli olun.

Ruhsat torpido gözünde, kiralama sözleşmeniz yanınızda olsun; ehliyetinizi ve kimliğinizi her zaman üzerinizde taşıyın. Sinyalin zayıf olduğu bölgeler için haritaları telefonunuza önceden indirin.

## Yanınıza alacaklarınız

Uzun yolda küçük hazırlıklar büyük rahatlık sağlar. Telefon tutucu ve araç şarj kablosu, su ve atıştırmalık, güneş gözlüğü, ince bir hırka ve ilk gün gerekecek eşyaları koyduğunuz küçük bir çanta yolculuğu kolaylaştırır. Bagajı yerleştirirken ağır eşyaları alta ve arka koltuğa yakın koyun; arka camdan görüşü kapatacak kadar yük yapmayın. Değerli eşyalarınızı kısa bir molada bile araçta görünür yerde bırakmayın. Çocuklarla yolculuk ediyorsanız molaları onların ritmine göre planlayın ve çocuk koltuklarını rezervasyonda ek ürün olarak eklemeyi unutmayın.

## Bir sorun çıkarsa

Arıza ya da kaza durumunda önce kendinizin ve yolcularınızın güvenliğini sağlayın, gerekirse 112'yi arayın. Ardından kiralama sözleşmenizde yazan 7/24 yol yardım hattımızı arayın. Aracı kendiniz tamir ettirmeyin; ekibimiz size en yakın yetkili servisi ya da gerekiyorsa yedek aracı ayarlar.

İyi hazırlanmış bir gezide geriye yalnızca manzaraların tadını çıkarmak kalır. İyi yolculuklar!`,
    bodyEn: `Turkey is one of the richest countries in the world for a road trip: in a single day you can pass from olive groves to pine forests, from ancient cities to highland villages. How much you enjoy a trip in a rental car depends largely on the preparation you do before you set off. We have gathered the questions we hear most often at our offices, along with what our own team has learned on the road.

## Plan the route realistically

Distances that look short on the map can take twice as long on mountain roads. Spending no more than four or five hours a day behind the wheel is a good rule, both for safety and for actually enjoying the trip. Work out the total length of your route and compare it with your car's kilometre limit: the free allowance is the daily limit multiplied by the number of rental days. If you expect to go over it, adding a +500 km, +1000 km or unlimited kilometre package when you book is usually cheaper than paying for extra kilometres at return.

If your trip will not end where it starts, choose a different return office. For cars returned in another city, the one-way fee appears in the price summary before you pay.

## When you collect the car

- Walk around the car with our staff; have any scratches, dents or chips in the glass written on the handover form and take photos with your phone.
- Check the spare wheel or tyre repair kit, the jack, the warning triangle, the first-aid kit and the fire extinguisher.
- Find out which fuel the car takes: putting diesel in a petrol car, or petrol in a diesel, causes serious engine damage and is not covered by any assurance package.
- Before you drive off, adjust the seat, mirrors and steering wheel, connect your phone, and find the light and wiper controls.

## On the road

Speed limits for cars are 50 km/h in built-up areas, 90 km/h on two-way intercity roads, 110 km/h on dual carriageways and 120 km/h on motorways; if signs show a different limit, follow the signs. Many roads have average-speed checks that measure your average speed between two points, so slowing down just in front of a camera does not help.

Take a break of at least fifteen minutes every two hours. Motorway service areas are good stops for fuel, food and a short walk. In mountainous and rural areas, fill up before the tank drops below a quarter, as petrol stations can be far apart. After dark, watch out for unlit tractors and animals on village roads.

Keep the registration document in the glovebox and your rental agreement with you, and always carry your licence and ID. Download offline maps to your phone for areas with a weak signal.

## What to pack

On a long drive, small preparations make a big difference. A phone holder and car charger, water and snacks, sunglasses, a light cardigan and a small bag with what you need on the first day all make the journey easier. When loading the boot, put heavy items at the bottom and close to the back seat, and do not pile luggage so high that it blocks the rear window. Never leave valuables in view in the car, even during a short stop. If you are travelling with children, plan breaks around their rhythm and remember to add child seats as extras when you book.

## If something goes wrong

In a breakdown or an accident, first make sure you and your passengers are safe, and call 112 if needed. Then call our 24/7 roadside assistance line, which you will find in your rental agreement. Do not have the car repaired yourself; our team will arrange the nearest authorised service or, if needed, a replacement car.

With good preparation, all that is left is to enjoy the views. Have a great trip!`,
  },
  {
    slug: "kis-lastigi-rehberi",
    daysAgo: 24,
    theme: "snow",
    author: "Murat Aydın",
    titleTr: "Kış lastiği rehberi: ne zaman, neden ve nasıl?",
    titleEn: "A guide to winter tyres: when, why and how",
    summaryTr:
      "Kış lastiğini yaz lastiğinden ayıran özellikler, yasal kurallar, kar zinciri kullanımı ve karlı yolda sürüş için öneriler.",
    summaryEn:
      "What sets winter tyres apart from summer tyres, the legal rules, using snow chains and tips for driving on snow.",
    bodyTr: `Kış lastiği denince çoğumuzun aklına kar gelir. Oysa kış lastiğinin asıl farkı soğukta ortaya çıkar: hava sıcaklığı 7 derecenin altına düştüğünde yaz lastiğinin kauçuğu sertleşir ve yol tutuşu belirgin biçimde azalır. Kış lastiği ise özel karışımı sayesinde soğukta da esnek kalır; sırtındaki ince kanallar karı, çamuru ve suyu tutup dağıtarak lastiğin yola tutunmasını sağlar. Soğuk ve ıslak bir asfaltta bile fren mesafesi belirgin biçimde kısalır.

## Kış lastiğini nasıl tanırsınız

Lastiğin yanağında iki işarete bakın. M+S (çamur ve kar) ibaresi tek başına yeterli bir güvence değildir; asıl aramanız gereken, üç tepeli bir dağın içinde kar tanesi bulunan sembolüdür (3PMSF). Bu sembol, lastiğin karda standart testlerden geçtiğini gösterir.

Diş derinliği de önemlidir. Genel yasal alt sınır 1,6 milimetredir, ancak kış lastiğinin karda etkili olması için en az 4 milimetre diş derinliği gerekir. Diş derinliği 4 milimetrenin altına inen kış lastiği, takılı olsa bile karda beklenen performansı göstermez.

## Yasal durum

Ulaştırma ve Altyapı Bakanlığı'nın düzenlemesiyle, şehirlerarası yolcu ve eşya taşımacılığında kullanılan ticari araçlar için her yıl belirlenen kış döneminde kış lastiği zorunludur; güncel düzenlemeye göre bu dönem 15 Kasım ile 15 Nisan arasıdır ve valilikler yerel koşullara göre tarihleri değiştirebilir. Özel otomobiller için ülke genelinde bir zorunluluk yoktur, ancak karlı ve buzlu geçitlerde trafik ekipleri kış lastiği ya da zinciri olmayan araçları yola çıkarmayabilir. Kısacası kışın dağ yoluna çıkacaksanız kış lastiği bir tercih değil, gerekliliktir.

Kış lastikleri dört tekerleğe birden takılmalıdır. Yalnızca çekiş yapan iki tekerlekte kış lastiği kullanmak, özellikle virajda ve frende aracın dengesini bozar.

## Kar zinciri

Kar zinciri, yoğun kar ve buzda kış lastiğinin de yetmediği yerde devreye girer. Zinciri çekiş yapan tekerleklere takın; önden çekişli araçlarda ön tekerleklere. İlk kez kar başında uğraşmamak için zinciri sıcak ve kuru bir yerde bir kez takıp çıkarmayı deneyin. Zincirliyken 50 km/sa'i geçmeyin ve kuru asfalta çıktığınız anda zinciri çıkarın; aksi hâlde hem zincir hem lastik hem de yol zarar görür.

## Karlı yolda sürüş

- Hareket ederken gazı yumuşak verin; tekerlekler patinaj yapıyorsa daha yüksek viteste kalkın.
- Takip mesafesini kuru yola göre en az iki katına çıkarın.
- Frene ani ve sert basmayın; ABS devredeyken pedalı bırakmadan basılı tutun.
- Köprüler, viyadükler ve gölgeli virajlar, yolun geri kalanından önce buzlanır.
- Yola çıkmadan önce camlardaki ve tavandaki karı tamamen temizleyin.

## Yola çıkmadan önce

Karlı bir güzergâha çıkmadan önce Karayolları Genel Müdürlüğü'nün yol durumu duyurularını ve hava tahminini kontrol edin. Depoyu yarıdan fazla dolu tutun; kapanan bir geçitte saatlerce beklemek zorunda kalabilirsiniz. Araçta su, atıştırmalık, battaniye, eldiven ve telefonunuz için bir şarj kablosu bulundurun. Cam suyu deposunun antifrizli suyla dolu olması da önemlidir; ekibimiz bunu kış döneminde her teslimden önce kontrol eder.

## Yolda'da kış

Kasım ortasından nisan ortasına kadar Kayseri, Trabzon ve Ankara ofislerimizdeki araçlar kış lastiğiyle teslim edilir. Başka bir ofisten alacağınız araçla karlı bölgelere gidecekseniz bunu rezervasyon notuna yazın; müsaitliğe göre kış lastikli araç ayıralım. Kar zincirini rezervasyonun ek ürünler adımından ekleyebilirsiniz.`,
    bodyEn: `Most of us think of snow when we hear "winter tyres". Yet the real difference shows in the cold: below about 7°C, the rubber of a summer tyre hardens and grip drops noticeably. A winter tyre's special compound stays flexible in the cold, and the fine grooves in its tread catch and clear snow, slush and water so the tyre keeps its hold on the road. Even on cold, wet tarmac, braking distances become markedly shorter.

## How to recognise a winter tyre

Look for two markings on the sidewall. M+S (mud and snow) on its own is not enough of a guarantee; what you really want is the symbol of a three-peaked mountain with a snowflake inside it (3PMSF). It shows that the tyre has passed standard tests on snow.

Tread depth matters too. The general legal minimum is 1.6 mm, but a winter tyre needs at least 4 mm of tread to work well on snow. Below 4 mm, a winter tyre no longer performs as it should on snow, even though it is fitted.

## The legal position

Under a regulation of the Ministry of Transport and Infrastructure, winter tyres are compulsory during the winter period set each year for commercial vehicles carrying passengers or goods between cities; under the current rules this period runs from 15 November to 15 April, and provincial governors can change the dates to suit local conditions. There is no nationwide requirement for private cars, but on snowy and icy passes traffic officers may stop cars without winter tyres or chains from continuing. In short, if you plan to drive mountain roads in winter, winter tyres are a necessity, not a choice.

Winter tyres should be fitted on all four wheels. Using them on the two driven wheels only upsets the car's balance, especially in bends and under braking.

## Snow chains

Snow chains come in where even winter tyres are not enough, in deep snow and on ice. Fit them to the driven wheels, which means the front wheels on a front-wheel-drive car. So you are not struggling with them for the first time in the snow, practise fitting and removing them once somewhere warm and dry. Do not exceed 50 km/h with chains on, and take them off as soon as you reach clear tarmac; otherwise you damage the chains, the tyres and the road.

## Driving on snow

- Pull away gently; if the wheels spin, start in a higher gear.
- Leave at least twice your usual following distance.
- Avoid sudden, hard braking; when ABS is working, keep the pedal pressed rather than releasing it.
- Bridges, viaducts and shaded bends freeze before the rest of the road.
- Clear all snow from the windows and the roof before you set off.

## Before you set off

Before heading for a snowy route, check the road condition announcements of the General Directorate of Highways and the weather forecast. Keep the tank more than half full; you may have to wait for hours at a closed pass. Carry water, snacks, a blanket, gloves and a charging cable for your phone. The screenwash should also contain antifreeze; our team checks this before every handover in winter.

## Winter at Yolda

From mid-November to mid-April, cars at our Kayseri, Trabzon and Ankara offices are handed over on winter tyres. If you will drive a car from another office into snowy areas, mention it in the reservation note and we will set aside a car with winter tyres, subject to availability. You can add snow chains in the extras step of the reservation.`,
  },
  {
    slug: "cocuk-koltugu-kurallari",
    daysAgo: 41,
    theme: "family",
    author: "Zeynep Arslan",
    titleTr: "Türkiye'de çocuk koltuğu kuralları ve doğru koltuğu seçmek",
    titleEn: "Child seat rules in Turkey and choosing the right seat",
    summaryTr:
      "Yönetmelik ne diyor, hangi yaşta hangi koltuk kullanılır, en sık yapılan hatalar neler? Çocuklarınızla güvenle yola çıkmak için bilmeniz gerekenler.",
    summaryEn:
      "What the regulation says, which seat suits which age and the most common mistakes: what you need to know to travel safely with children.",
    bodyTr: `Çocuklarla yapılan yolculuklar, tatilin en güzel anılarını biriktirdiğimiz zamanlardır. Bu anıların güvenle biriktirilmesi için doğru takılmış, çocuğun boyuna ve kilosuna uygun bir çocuk koltuğu hayati önem taşır. Bir çarpışmada yetişkin emniyet kemeri küçük bir bedeni korumak için tasarlanmamıştır; çocuk koltuğu ise çarpmanın etkisini çocuğun bedenine doğru noktalardan dağıtır.

## Yönetmelik ne diyor

Karayolları Trafik Yönetmeliği'nin 150. maddesine göre boyu 135 santimetrenin ve kilosu 36 kilogramın altındaki çocuklar, boylarına ve kilolarına uygun bir çocuk bağlama sistemiyle taşınmalıdır. Bu kurala uymamanın idari para cezası vardır; ama asıl önemli olan ceza değil, çocuğun güvenliğidir. Uzmanlar, çocuk 150 santimetreye ulaşana kadar yükseltici minder kullanılmasını önerir.

Arkaya bakan bebek koltuğu, ön yolcu hava yastığı açıkken asla ön koltuğa takılmamalıdır: açılan hava yastığı koltuğa ve bebeğe büyük bir kuvvetle çarpar. Genel kural olarak çocuklar için en güvenli yer arka koltuktur.

## Hangi yaşta hangi koltuk

- Bebek koltuğu (ana kucağı): doğumdan itibaren, arkaya bakacak şekilde takılır. Bebeği mümkün olduğunca uzun süre, en az 15 aylık olana kadar arkaya bakan koltukta taşıyın.
- Çocuk koltuğu: yaklaşık 9 ile 18 kilogram arasındaki, kendi kemer sistemiyle bağlanan koltuklar.
- Yükseltici koltuk ve minder: yaklaşık 15 kilogramdan itibaren, aracın emniyet kemerinin omuz ve kalçadan doğru geçmesini sağlar.

Koltuğun üzerindeki onay etiketine bakın: ECE R44/04 ya da daha yeni R129 (i-Size) standardına uygun olmalıdır. i-Size koltuklar çocuğun kilosuna değil boyuna göre sınıflandırılır, bu da doğru koltuğu seçmeyi kolaylaştırır.

## En sık yapılan hatalar

- Kemerlerin gevşek bırakılması: çocuğun omzunun üstündeki kemeri iki parmağınızla kaldıramıyor olmalısınız.
- Kalın montla bağlamak: mont çarpma anında sıkışır ve kemer gevşemiş olur. Montu çıkarın, üstüne battaniye örtün.
- Koltuğu araca sıkı sabitlememek: koltuk, bağlandığı yerden iki santimetreden fazla oynamamalıdır. Araçta ISOFIX bağlantısı varsa kullanın.
- Çocuğu erken büyütmek: bir üst gruba, çocuk mevcut koltuğun boy veya kilo sınırını aştığında geçin, daha önce değil.

## Uzun yolda çocuklarla

Küçük çocuklar uzun süre koltukta oturmakta zorlanır. İki saatte bir, gerekirse daha sık mola verin ve molalarda çocuğun koltuktan çıkıp hareket etmesine izin verin. Koltuktayken çocuğun yanına sert ve ağır oyuncaklar koymayın; ani frende bunlar tehlikeli olabilir. Güneşli günlerde yan camlara güneşlik takabilirsiniz. Çocuğunuz uyurken başı öne düşmesin diye koltuğun yatış açısını üreticinin önerdiği aralıkta ayarlayın. Çocuğu araçta asla yalnız bırakmayın; yazın kapalı bir aracın içi birkaç dakikada tehlikeli sıcaklıklara ulaşır.

## Kiralık araçta çocuk koltuğu

Rezervasyonun ek ürünler adımında bebek koltuğu ve çocuk koltuğu seçebilirsiniz. Koltuklar temizlenmiş, kontrol edilmiş ve araca takılmış olarak teslim edilir; ücret günlük hesaplanır ve bir kiralama için belirli bir tavanı aşmaz. Teslim sırasında koltuğun sabitlenmesini kendiniz de kontrol edin ve çocuğunuzu ilk kez bağlarken ekibimizden yardım istemekten çekinmeyin. Kendi koltuğunuzu getirmeyi tercih ederseniz bu da elbette mümkün.`,
    bodyEn: `Trips with children are when we collect the best memories of a holiday. Collecting them safely depends on a child seat that suits the child's height and weight and is fitted correctly. An adult seat belt is not designed to protect a small body in a crash; a child seat spreads the force of an impact through the right points of the child's body.

## What the regulation says

Under article 150 of the Turkish Highway Traffic Regulation, children shorter than 135 cm and lighter than 36 kg must travel in a child restraint suited to their height and weight. Breaking this rule carries an administrative fine, but the child's safety matters far more than the fine. Experts recommend using a booster until the child reaches 150 cm.

A rear-facing baby seat must never be fitted in the front seat while the passenger airbag is switched on: an airbag going off hits the seat and the baby with great force. As a general rule, the back seat is the safest place for children.

## Which seat at which age

- Baby seat (infant carrier): from birth, fitted rear-facing. Keep your baby rear-facing for as long as possible, and at least until 15 months old.
- Child seat: seats with their own harness for children of roughly 9 to 18 kg.
- High-back booster and booster cushion: from about 15 kg, they make sure the car's seat belt runs correctly over the shoulder and the hips.

Check the approval label on the seat: it should meet ECE R44/04 or the newer R129 (i-Size) standard. i-Size seats are grouped by the child's height rather than weight, which makes choosing the right one easier.

## The most common mistakes

- Leaving the harness loose: you should not be able to pinch any slack in the strap above the child's shoulder.
- Strapping a child in a thick coat: the coat compresses in a crash and the harness ends up loose. Take the coat off and put a blanket over the child instead.
- Not fixing the seat firmly to the car: it should not move more than two centimetres at the belt path. Use ISOFIX if the car has it.
- Moving up too early: move to the next stage only when your child outgrows the height or weight limit of the current seat, not before.

## Long drives with children

Young children find it hard to sit still for long. Stop every two hours, or more often if needed, and let your child get out of the seat and move around. Do not put hard or heavy toys next to a child in the seat, as they can be dangerous under sudden braking. On sunny days you can fit sunshades to the side windows. Set the seat's recline within the range the manufacturer recommends so your child's head does not drop forward while asleep. Never leave a child alone in the car; in summer a closed car can reach dangerous temperatures within minutes.

## Child seats in a rental car

In the extras step of the reservation you can choose a baby seat and a child seat. They are cleaned, checked and fitted before you arrive; they are charged per day, up to a maximum for the whole rental. At pick-up, check the fitting yourself too, and do not hesitate to ask our team for help the first time you strap your child in. If you prefer to bring your own seat, that is of course fine.`,
  },
  {
    slug: "hgs-ve-kiralik-aracta-gecisler",
    daysAgo: 60,
    theme: "bosphorus",
    author: "Can Öztürk",
    titleTr: "HGS nedir? Kiralık araçla köprü ve otoyol geçişleri",
    titleEn: "What is HGS? Bridge and motorway tolls in a rental car",
    summaryTr:
      "Hızlı Geçiş Sistemi nasıl çalışır, hangi yollar ücretlidir, ihlalli geçiş ne demektir ve kiralık araçta geçiş ücretleri nasıl ödenir?",
    summaryEn:
      "How the fast-pass system works, which roads are tolled, what an unpaid crossing means and how tolls are paid in a rental car.",
    bodyTr: `Türkiye'de köprü, tünel ve otoyol geçişlerinde nakit ya da kartla ödeme yapılan gişe neredeyse kalmadı. Geçişlerin tamamı HGS, yani Hızlı Geçiş Sistemi ile yapılıyor. Yabancı misafirlerimizin ve kiralık araçla ilk kez uzun yola çıkanların en çok sorduğu konulardan biri olduğu için sistemi kısaca anlatmak istedik.

## HGS nasıl çalışır

HGS, aracın ön camına yapıştırılan küçük bir etikettir. Etiket, aracın plakasıyla eşleştirilmiş bir hesaba bağlıdır. Ücretli bir noktadan geçtiğinizde okuyucular etiketi tanır ve geçiş ücreti bu hesaptan düşülür; durmanıza ya da yavaşlayıp bir şey uzatmanıza gerek kalmaz. Bir zamanlar HGS ile birlikte kullanılan OGS sistemi kullanımdan kalktı; bugün tüm geçişler HGS ile yapılıyor.

## Hangi yollar ücretli

- İstanbul'daki Boğaz köprüleri: 15 Temmuz Şehitler Köprüsü ile Fatih Sultan Mehmet Köprüsü'nde ücret yalnızca Anadolu'dan Avrupa yönüne geçişte alınır. Yavuz Sultan Selim Köprüsü ve Avrasya Tüneli de ücretlidir.
- Büyük köprüler: İzmit Körfezi'ndeki Osmangazi Köprüsü ve Çanakkale Boğazı'ndaki 1915 Çanakkale Köprüsü.
- Otoyollar: Kuzey Marmara, İstanbul-İzmir, İzmir-Aydın, Ankara-Niğde, Menemen-Aliağa-Çandarlı ve diğer otoyollar ile bazı tüneller, örneğin Göcek Tüneli.

Otoyol girişlerinde ve köprü yaklaşımlarında HGS levhalarını görürsünüz; bu noktalardan durmadan, hız sınırına uyarak geçmeniz yeterlidir. Devlet yollarının büyük bölümü ise ücretsizdir. Bütçenizi önceden görmek isterseniz Karayolları Genel Müdürlüğü'nün yayımladığı güncel geçiş tarifelerine bakabilir, navigasyon uygulamanızda ücretli yollardan kaçınma seçeneğini kullanabilirsiniz. Ücretsiz güzergâh çoğu zaman daha uzun sürer ama daha manzaralı olabilir.

## İhlalli geçiş ne demek

Etiketi olmayan, okunamayan ya da bakiyesi yetersiz bir araçla ücretli noktadan geçildiğinde bu geçiş "ihlalli geçiş" olarak kaydedilir. Geçiş ücreti yasal süre içinde (bugünkü düzenlemeye göre 15 gün) ödenirse ceza uygulanmaz; süre aşılırsa geçiş ücretinin katları tutarında idari para cezası kesilir.

## Kiralık araçta geçişler nasıl ödenir

Yolda filosundaki tüm araçlarda HGS etiketi bulunur; sizin ayrıca etiket almanıza ya da bakiye yüklemenize gerek yoktur. Kiralama süresince yaptığınız geçişler bize bildirildiğinde, geçiş ücreti kadar tutar, hizmet bedeli eklenmeden kartınıza yansıtılır ve her geçiş noktası faturanızda ayrıca gösterilir. Geçiş kayıtları bazen kiralamadan birkaç gün sonra geldiği için bu tahsilat depozito iadesinden sonra da yapılabilir.

Etiket herhangi bir nedenle okunmazsa ihlalli geçiş bedelini yasal süresi içinde biz öderiz; bu durumda size ceza yansıtılmaz. Sizden tek ricamız, etiketi yerinden çıkarmamanız ve önünü kapatacak bir tutucu ya da güneşlik takmamanızdır.

## Sık sorulanlar

- Kiralama bittikten sonra kartıma neden geçiş ücreti yansıdı? Geçiş kayıtları bize birkaç gün gecikmeyle ulaşabilir. Tahsil edilen tutar kiralama sırasında yaptığınız geçişlere aittir ve faturanızda geçiş noktasıyla birlikte gösterilir.
- Geçiş ücretini nakit ödeyebilir miyim? Hayır. Ücretli yolların büyük bölümünde nakit ödeme yapılmaz; geçişler HGS ile yapılır.
- Araçtaki etiketi başka bir araçta kullanabilir miyim? Hayır. Etiket aracın plakasıyla eşleştirilmiştir ve yalnızca o araçta geçerlidir.`,
    bodyEn: `In Turkey there are hardly any toll booths left where you pay in cash or by card at bridges, tunnels and motorways. Every toll is collected through HGS, the fast-pass system (Hızlı Geçiş Sistemi). It is one of the questions our foreign guests and first-time road-trippers ask most often, so here is a short explanation.

## How HGS works

HGS is a small tag stuck to the inside of the windscreen. It is linked to an account matched to the car's number plate. When you pass a toll point, the readers recognise the tag and deduct the toll from that account; you do not need to stop, or to slow down and hand anything over. OGS, the system that once ran alongside HGS, has been phased out, and today all tolls go through HGS.

## Which roads are tolled

- The Bosphorus bridges in Istanbul: on the 15 July Martyrs Bridge and the Fatih Sultan Mehmet Bridge, tolls are charged only when crossing from Asia to Europe. The Yavuz Sultan Selim Bridge and the Eurasia Tunnel are also tolled.
- The big bridges: the Osmangazi Bridge over the Gulf of İzmit and the 1915 Çanakkale Bridge over the Dardanelles.
- Motorways: the North Marmara, Istanbul-Izmir, Izmir-Aydın, Ankara-Niğde and Menemen-Aliağa-Çandarlı motorways among others, and some tunnels such as the Göcek Tunnel.

You will see HGS signs at motorway entrances and on the approaches to bridges; simply drive through without stopping, keeping to the speed limit. Most state highways are free. If you want to see the cost in advance, check the current toll tariffs published by the General Directorate of Highways, or use the "avoid tolls" option in your navigation app. The free route usually takes longer, but it is often more scenic.

## What is an unpaid crossing

When a car passes a toll point without a tag, with an unreadable tag or with too little balance, the crossing is recorded as an unpaid crossing (ihlalli geçiş). If the toll is paid within the legal period (15 days under the current rules), there is no penalty; after that, an administrative fine of a multiple of the toll is imposed.

## How tolls are paid in a rental car

Every car in the Yolda fleet carries an HGS tag, so you do not need to buy a tag or top up a balance. When the crossings from your rental are reported to us, the toll amount is charged to your card at cost, with no service fee, and each crossing is listed on your invoice. Toll records sometimes arrive a few days after the rental, so this charge may come after your deposit has been released.

If the tag is not read for any reason, we pay the unpaid crossing within the legal period and you are not charged a penalty. All we ask is that you leave the tag where it is and do not cover it with a phone holder or sun visor.

## Frequently asked

- Why was a toll charged to my card after the rental ended? Toll records can reach us a few days late. The amount is for crossings you made during the rental and is listed on your invoice with the toll point.
- Can I pay tolls in cash? No. Most toll roads no longer take cash; crossings are made with HGS.
- Can I use the tag from the car in another vehicle? No. The tag is matched to the car's number plate and only works on that car.`,
  },
  {
    slug: "yakit-tasarrufu-ipuclari",
    daysAgo: 79,
    theme: "plateau",
    author: "Selin Yıldız",
    titleTr: "Yolda daha az yakıt: uzun yolda tasarruf için 10 öneri",
    titleEn: "Less fuel on the road: 10 ways to save on long trips",
    summaryTr:
      "Sürüş alışkanlıklarında yapılacak küçük değişikliklerle yakıt tüketimini belirgin biçimde azaltmak mümkün. İşte ekibimizin en etkili bulduğu öneriler.",
    summaryEn:
      "Small changes in how you drive can cut fuel consumption noticeably. Here are the tips our team finds most effective.",
    bodyTr: `Yakıt, bir yol gezisinin en büyük masraf kalemlerinden biri. İyi haber şu ki, tüketimi azaltmak için özel bir ekipmana ya da teknik bilgiye gerek yok; çoğu tasarruf, direksiyon başındaki alışkanlıklardan geliyor. Ofislerimizde müşterilerimizle en çok paylaştığımız önerileri derledik.

## Sürüş tarzı

- Yumuşak hızlanın. Trafik ışığında ilk kalkan olmak için gaza yüklenmek, en çok yakıt harcayan anlardan biridir.
- Trafiği önceden okuyun. Önünüzdeki ışığın kırmızıya döneceğini ya da trafiğin yavaşladığını görüyorsanız ayağınızı gazdan erken çekin; motor freni bu sırada neredeyse hiç yakıt harcamaz.
- Sabit hızda gidin. Düz otoyollarda hız sabitleyici kullanmak, farkında olmadan yaptığımız küçük hızlanma ve yavaşlamaları ortadan kaldırır. Yokuşlu yollarda ise hız sabitleyiciyi kapatmak daha verimlidir.
- Hızı makul tutun. Hava direnci hızla birlikte hızla artar; 120 km/sa yerine 100-110 km/sa ile gitmek, uzun yolda tüketimi belirgin biçimde azaltır ve varış sürenizi sandığınız kadar uzatmaz.
- Doğru viteste gidin. Manuel vitesli araçlarda devri düşük tutarak erken vites büyütün; otomatik vitesli araçlarda varsa eko modunu kullanın.

## Araç ve yük

- Lastik basıncını kontrol edin. Düşük basınç hem tüketimi artırır hem de güvenliği azaltır. Araçlarımızı her teslimden önce kontrol ediyoruz; uzun bir yolculukta birkaç günde bir akaryakıt istasyonunda kontrol etmek iyi bir alışkanlıktır.
- Gereksiz yükü bagajdan çıkarın. Araç ne kadar ağırsa o kadar çok yakıt harcar.
- Tavan yükünden kaçının. Tavana bağlanan bagaj, özellikle yüksek hızlarda hava direncini ciddi biçimde artırır.

## Klima ve camlar

Şehir içinde ve düşük hızlarda camı açmak klimadan daha ekonomik olabilir. Otoyol hızlarında ise açık camlar hava direncini artırdığından klimayı makul bir sıcaklıkta çalıştırmak daha verimlidir. Aracı güneşte bıraktıysanız yola çıkmadan önce kapıları birkaç saniye açıp sıcak havayı boşaltmak klimanın yükünü azaltır.

## Rota ve duraklar

- Rotanızı trafiğin yoğun olduğu saatlerin dışına planlayın; dur-kalk trafik, tüketimi en çok artıran etkenlerden biridir.
- Uzun süre beklerken motoru rölantide çalıştırmayın. Çoğu yeni araçtaki otomatik dur-kalk sistemi bunu sizin yerinize yapar.
- Yakıtı yola çıkmadan önce, büyük şehir istasyonlarında alın. Dağ yollarında ve turistik bölgelerde istasyonlar seyrekleşir.

## Tüketiminizi takip edin

Birçok araçta yol bilgisayarı anlık ve ortalama tüketimi gösterir. Yolculuğun başında ortalama tüketimi sıfırlayıp birkaç gün boyunca takip etmek, hangi alışkanlığın ne kadar fark yarattığını görmenin en kolay yoludur. Aynı yolu bir kez sakin, bir kez aceleyle sürdüğünüzde aradaki farka şaşırabilirsiniz.

## Kiralık araçta yakıt

Araçlarımızı "aldığınız seviyede iade" kuralıyla kiralıyoruz: teslimdeki yakıt seviyesi sözleşmeye yazılır ve aynı seviyede iade etmeniz yeterlidir. Eksik yakıt iadede pompa fiyatı ve ikmal hizmet bedeliyle faturalandırılacağı için, aracı teslim etmeden önce ofisimize yakın bir istasyonda depoyu doldurmak en ekonomik yoldur. Araç listesinde her modelin ortalama yakıt tüketimi yazar; uzun bir yolculuk planlıyorsanız ekonomik bir model ya da hibrit bir araç seçmek de tasarrufun ilk adımı olabilir.`,
    bodyEn: `Fuel is one of the biggest costs of a road trip. The good news is that cutting consumption needs no special equipment or technical knowledge; most of the savings come from habits behind the wheel. Here are the tips we share most often with customers at our offices.

## How you drive

- Accelerate gently. Flooring it to be first away from the lights is one of the most fuel-hungry moments there is.
- Read the traffic ahead. If you can see the lights about to turn red or the traffic slowing, lift off early; engine braking uses almost no fuel.
- Keep a steady speed. On flat motorways, cruise control removes the small speed-ups and slow-downs we make without noticing. On hilly roads, switching it off is more efficient.
- Keep your speed sensible. Air resistance rises steeply with speed; driving at 100 to 110 km/h instead of 120 km/h noticeably reduces consumption on a long trip and adds less to your journey time than you might think.
- Use the right gear. In a manual car, change up early and keep the revs low; in an automatic, use the eco mode if there is one.

## The car and the load

- Check the tyre pressures. Low pressure raises consumption and reduces safety. We check our cars before every handover; on a long trip, checking them at a petrol station every few days is a good habit.
- Take unnecessary weight out of the boot. The heavier the car, the more fuel it burns.
- Avoid roof loads. Luggage strapped to the roof greatly increases drag, especially at higher speeds.

## Air conditioning and windows

In town and at low speeds, opening the windows can be cheaper than the air conditioning. At motorway speeds, though, open windows add drag, so running the air conditioning at a moderate temperature is more efficient. If the car has been standing in the sun, open the doors for a few seconds before you set off to let the hot air out and ease the load on the air conditioning.

## Route and stops

- Plan your route outside the rush hours; stop-and-go traffic is one of the biggest causes of high consumption.
- Do not leave the engine idling during long waits. The automatic stop-start system on most new cars does this for you.
- Fill up before you leave, at stations in the big towns. In the mountains and in tourist areas, stations are further apart.

## Keep an eye on consumption

Many cars have a trip computer that shows current and average consumption. Resetting the average at the start of the trip and watching it for a few days is the easiest way to see how much each habit matters. Drive the same road once calmly and once in a hurry, and the difference may surprise you.

## Fuel in a rental car

We rent our cars on a "same level back" basis: the fuel level at handover is written in the agreement, and you only need to return the car with the same level. Since any shortfall is charged at return at the pump price plus a refuelling service fee, the cheapest option is to fill up at a station near our office before you hand the car back. The car list shows each model's average fuel consumption; if you are planning a long trip, choosing an economical model or a hybrid can be the first step to saving.`,
  },
  {
    slug: "kiralama-sozlesmesi-nasil-okunur",
    daysAgo: 97,
    theme: "business",
    author: "Burak Şahin",
    titleTr: "Araç kiralama sözleşmesi nasıl okunur?",
    titleEn: "How to read a car rental agreement",
    summaryTr:
      "Teslim masasında imzaladığınız sözleşmenin her bölümü ne anlama geliyor, nelere dikkat etmelisiniz? Adım adım açıklıyoruz.",
    summaryEn:
      "What each part of the agreement you sign at the rental desk means, and what to look out for, step by step.",
    bodyTr: `Teslim masasında, tatile bir an önce başlamak isterken önünüze konan sözleşmeyi okumadan imzalamak çok yaygın. Oysa beş dakika ayırıp birkaç bölüme göz atmak, iadede yaşanabilecek sürprizlerin neredeyse tamamını önler. Bir kiralama sözleşmesinde neler bulunduğunu ve her bölümde neye bakmanız gerektiğini anlatıyoruz.

## Taraflar ve sürücüler

Sözleşmenin başında kiracının ve aracı kullanacak tüm sürücülerin bilgileri yer alır. Adınızın ehliyetinizdeki gibi yazıldığından emin olun. Aracı kullanacak herkes burada listelenmiş olmalıdır; adı sözleşmede olmayan birinin aracı kullanması hâlinde güvence paketleri geçerli olmaz.

## Araç bilgileri

Plaka, marka, model ve araç sınıfının yanında teslimdeki kilometre ve yakıt seviyesi yazılır. Bu iki değeri aracın göstergesiyle karşılaştırın; iade hesabı bu rakamlar üzerinden yapılacaktır.

## Tarihler ve ofisler

Alış ve iade tarih ve saatleri ile iade ofisi bu bölümdedir. Kiralama günleri 24 saatlik dilimlerle hesaplanır ve iade saatinden sonra 60 dakikalık bir tolerans vardır; bu süreyi aşan gecikme bir gün daha sayılır. Aracı başka bir şehirde bırakacaksanız tek yön ücretinin sözleşmede yer aldığını kontrol edin.

## Fiyat dökümü

Günlük kiralama ücreti, güvence paketleri, kilometre paketi, ek ürünler, tek yön ücreti ve varsa indirim ayrı satırlar hâlinde gösterilir. Toplamı rezervasyon onayınızdaki tutarla karşılaştırın. Fiyatlara KDV dahildir. Kampanya kodu ile üye indirimi birlikte uygulanmaz; hangisinin kullanıldığı özetle aynı olmalıdır.

## Depozito

Depozito tutarı ve kredi kartınızdan provizyon olarak alındığı bu bölümde yazar. Depozito bir ödeme değil, limitinizde tutulan bir blokedir ve iadeden sonra kaldırılır.

## Güvence kapsamı ve muafiyet

Seçtiğiniz güvence paketinin adı ve hasar durumunda ödeyeceğiniz azami tutar (muafiyet) burada yer alır. Kapsam dışındaki durumları mutlaka okuyun: alkollü araç kullanımı, sözleşmede adı olmayan sürücü, yasaklı kullanım ve tutanaksız bildirilen hasarlar genellikle hiçbir paketin kapsamında değildir.

## Kilometre ve yakıt

Ücretsiz kilometre hakkınız ve bu sınırı aşan her kilometrenin ücreti yazar. Yakıt kuralı da bu bölümdedir: aracı aldığınız seviyede iade ettiğinizde ek ücret ödemezsiniz.

## Kullanım kuralları

Aracın yurt dışına çıkarılamayacağı, arazi yollarında ve yarışlarda kullanılamayacağı, başka araç çekmek için kullanılamayacağı, araçta sigara içilemeyeceği gibi yasaklar burada listelenir. Trafik cezaları ve köprü-otoyol geçişlerinin nasıl tahsil edileceği de bu bölümde açıklanır.

## Teslim formu

Sözleşmeye eklenen teslim formunda aracın şeması bulunur ve mevcut hasarlar bu şemada işaretlenir. Aracın çevresinde bizzat dolaşın; formda olmayan bir çizik görürseniz imzalamadan önce eklettirin ve fotoğraflayın.

## İadede

İade sırasında da aynı özeni gösterin: aracı ekibimizle birlikte kontrol edin, kilometre ve yakıt seviyesinin iade formuna doğru yazıldığından emin olun ve formun bir kopyasını alın. Ofisin kalabalık olduğu saatlerde bile bu kontrolü atlamayın; depozitonun hızla kaldırılması ve sonradan anlaşmazlık yaşanmaması için en güvenli yol budur.

Sözleşmenin bir kopyası e-posta adresinize gönderilir. Tüm koşulların ayrıntılı hâlini web sitemizdeki Araç Kiralama Koşulları sayfasında bulabilirsiniz. Anlamadığınız bir madde olursa imzalamadan önce sormaktan çekinmeyin; ekibimiz her maddeyi açıklamaktan memnuniyet duyar.`,
    bodyEn: `At the rental desk, eager to start the holiday, it is very common to sign the agreement without reading it. Yet five minutes spent on a few sections prevents almost every surprise at return. Here is what a rental agreement contains and what to check in each part.

## Parties and drivers

The agreement opens with the details of the renter and every driver who will use the car. Make sure your name is written exactly as on your licence. Everyone who will drive must be listed here; if someone not named in the agreement drives the car, no assurance package applies.

## The car

Next to the plate, make, model and class you will find the mileage and fuel level at handover. Compare both with the car's dashboard, because the return is calculated from these figures.

## Dates and offices

This section has the pick-up and return dates and times and the return office. Rental days are counted in 24-hour periods, with a 60-minute grace period after the return time; a longer delay counts as another day. If you will return the car in another city, check that the one-way fee is included.

## Price breakdown

The daily rental charge, assurance packages, kilometre package, extras, one-way fee and any discount are shown on separate lines. Compare the total with the amount in your confirmation. Prices include VAT. A campaign code and the member discount are not applied together, and the one used should match your booking summary.

## Deposit

This section states the deposit and that it is held on your credit card as a pre-authorisation. A deposit is not a payment but a hold on your limit, and it is released after the return.

## Assurance cover and excess

Here you will find the name of your assurance package and the maximum you would pay in case of damage (the excess). Be sure to read the exclusions: driving under the influence of alcohol, drivers not named in the agreement, forbidden use and damage reported without an accident report are generally not covered by any package.

## Kilometres and fuel

Your free kilometre allowance and the price of each kilometre over it are stated here. So is the fuel rule: return the car with the level you received it with and you pay nothing extra.

## Rules of use

This is where the prohibitions are listed: the car may not leave the country, be used off-road or in races, tow other vehicles, or be smoked in. It also explains how traffic fines and bridge and motorway tolls are collected.

## Handover form

The handover form attached to the agreement includes a diagram of the car with existing damage marked on it. Walk around the car yourself; if you see a scratch that is not on the form, have it added and take a photo before you sign.

## At return

Take the same care when you bring the car back: check it together with our staff, make sure the mileage and fuel level are written correctly on the return form, and keep a copy of the form. Do not skip this step even when the office is busy; it is the surest way to have your deposit released quickly and avoid any dispute later.

A copy of the agreement is sent to your e-mail address. You can read the full conditions on the Rental Terms page of our website. If there is a clause you do not understand, ask before you sign; our team is always happy to explain.`,
  },
  {
    slug: "depozito-nedir",
    daysAgo: 118,
    theme: "airport",
    author: "Deniz Çelik",
    titleTr: "Araç kiralamada depozito nedir, ne zaman iade edilir?",
    titleEn: "What is a rental deposit and when do you get it back?",
    summaryTr:
      "Provizyon ile ödeme arasındaki fark, depozitonun neden kredi kartından alındığı ve kartınıza ne zaman geri yansıdığı.",
    summaryEn:
      "The difference between a hold and a payment, why the deposit is taken on a credit card and when it shows up on your card again.",
    bodyTr: `Araç kiralarken en çok kafa karıştıran konulardan biri depozito. "Kartımdan para mı çekildi?", "Neden banka kartımı kabul etmiyorsunuz?", "Param ne zaman geri gelecek?" soruları ofislerimizde her gün karşılaştığımız sorular. Bu yazıda depozitonun nasıl işlediğini açıklıyoruz.

## Depozito bir ödeme değildir

Depozito, aracı teslim alırken kredi kartınızdan alınan bir provizyondur. Provizyon, tutarın kartınızdan çekilmesi değil, kart limitinizde bloke edilmesidir. Hesap özetinizde bir harcama olarak görünmez; yalnızca kullanılabilir limitiniz, bloke edilen tutar kadar azalır. Kiralama sonunda kapatılması gereken bir tutar yoksa provizyon kaldırılır ve limitiniz eski hâline döner.

## Depozito neden alınır

Depozito, kiralama sırasında ortaya çıkabilecek ve kiralama bedelinde yer almayan giderlere karşı bir güvencedir:

- eksik yakıt ya da şarj,
- ücretsiz kilometre sınırını aşan kullanım,
- güvence paketinin kapsamadığı hasarlar,
- özel temizlik gerektiren durumlar.

Köprü ve otoyol geçişleri ile trafik cezaları ise çoğu zaman kiralamadan sonra bildirildiği için depozitodan değil, sonradan ayrıca tahsil edilir.

## Tutar neye göre değişir

Depozito tutarı aracın modeline ve sınıfına göre belirlenir; üst sınıf araçlarda daha yüksektir. Her modelin depozitosu araç listesinde ve rezervasyon özetinde yazar, böylece kart limitinizi önceden planlayabilirsiniz.

## Depozitodan tahsilat yapılırsa

Kiralama sonunda eksik yakıt veya kilometre aşımı gibi bir tutar çıkarsa, provizyonun tamamı yerine yalnızca bu tutar tahsil edilir ve kalan kısım kaldırılır. Tahsil edilen her kalemi iade formunda ve faturanızda ayrı ayrı görürsünüz. Bir hasar tespit edildiğinde ödeyeceğiniz tutar, seçtiğiniz güvence paketinin kapsamına göre belirlenir; paketiniz hasarı tamamen karşılıyorsa sizden bir tutar alınmaz.

## Neden kredi kartı, neden sürücü adına

Banka kartından provizyon alındığında tutar çoğu bankada doğrudan hesabınızdan düşülür ve iadesi günler sürebilir. Kredi kartında ise tutar yalnızca limitte bloke edilir. Bu nedenle depozitoyu yalnızca kredi kartından alıyoruz; banka kartı, ön ödemeli kart ve sanal kartlar depozito için kabul edilmez. Online ödemeyi ise 3-D Secure destekleyen banka kartıyla da yapabilirsiniz.

Kartın sürücü adına olması şartı, kiralama sözleşmesinin tarafı ile ödemeyi yapan kişinin aynı olmasını sağlar. Ödeme ekranı da kart sahibinin adını sürücünün adıyla karşılaştırır.

## Ne zaman iade edilir

Aracı iade ettiğinizde ekibimiz yakıt, kilometre ve hasar kontrolünü yapar. Her şey yolundaysa provizyon aynı gün kaldırılır. Ancak blokenin limitinize geri yansıması bankadan bankaya değişir ve birkaç iş günü sürebilir. Bu süre içinde limitinizin hâlâ dolu göründüğünü fark ederseniz, önce bankanızla iletişime geçmenizi, sonuç alamazsanız iade formunuzla birlikte bize ulaşmanızı öneririz.

## Küçük bir öneri

Tatile çıkmadan önce kart limitinizi kontrol edin: kiralama bedeli, depozito ve tatil harcamalarınız aynı karttan geçecek. Yurt dışında çıkarılmış bir kart kullanıyorsanız bankanıza Türkiye'de harcama yapacağınızı önceden bildirmek, işlemlerin güvenlik nedeniyle reddedilmesini önler.`,
    bodyEn: `The deposit is one of the most confusing parts of renting a car. "Has money been taken from my card?", "Why won't you accept my debit card?" and "When will I get my money back?" are questions we hear at our offices every day. This post explains how the deposit works.

## A deposit is not a payment

The deposit is a hold (pre-authorisation) placed on your credit card when you collect the car. A hold does not take money from your card; it sets the amount aside within your credit limit. It does not appear as a purchase on your statement; only your available limit goes down by the amount held. If nothing is owed at the end of the rental, the hold is released and your limit returns to normal.

## Why a deposit is taken

The deposit covers costs that may arise during the rental and are not part of the rental charge:

- missing fuel or charge,
- driving beyond the free kilometre allowance,
- damage not covered by your assurance package,
- cases that need special cleaning.

Bridge and motorway tolls and traffic fines, on the other hand, are usually reported after the rental, so they are charged separately later rather than taken from the deposit.

## What the amount depends on

The deposit depends on the car's model and class and is higher for the upper classes. Each model's deposit is shown in the car list and in the reservation summary, so you can plan your card limit in advance.

## If something is taken from the deposit

If something is owed at the end of the rental, such as missing fuel or extra kilometres, only that amount is charged instead of the whole hold, and the rest is released. You will see every item charged listed separately on the return form and your invoice. If damage is found, what you pay depends on the cover of the assurance package you chose; if your package covers the damage in full, you are not charged anything.

## Why a credit card, and why in the driver's name

With a debit card, most banks take a held amount straight out of your account, and getting it back can take days. With a credit card, the amount is only set aside within your limit. That is why we take deposits on credit cards only; debit, prepaid and virtual cards are not accepted for the deposit. You can still pay online with a debit card that supports 3-D Secure.

The card must be in the driver's name so that the person who signs the rental agreement and the person paying are the same. The payment page also compares the card holder's name with the driver's name.

## When you get it back

When you return the car, our team checks the fuel, mileage and condition. If everything is in order, the hold is released the same day. How quickly the released amount shows up in your available limit differs from bank to bank and can take a few business days. If your limit still looks used after that, contact your bank first and, if that does not help, get in touch with us with your return form.

## A small tip

Check your card limit before your trip: the rental charge, the deposit and your holiday spending will all go through the same card. If you use a card issued abroad, tell your bank in advance that you will be spending in Turkey, so that transactions are not declined for security reasons.`,
  },
  {
    slug: "istanbulda-arac-kullanmak",
    daysAgo: 142,
    theme: "city-skyline",
    author: "Ayşe Güler",
    titleTr: "İstanbul'da araç kullanmak: trafikten otoparka pratik rehber",
    titleEn: "Driving in Istanbul: a practical guide from traffic to parking",
    summaryTr:
      "Yoğun saatler, Boğaz geçişleri, otopark ve şehir içi kurallar: İstanbul'da kiralık araçla rahat etmek için bilmeniz gerekenler.",
    summaryEn:
      "Rush hours, crossing the Bosphorus, parking and local rules: what you need to know to drive a rental car comfortably in Istanbul.",
    bodyTr: `İstanbul'da araç kullanmak ilk bakışta göz korkutabilir: iki kıta, on beş milyonu aşan nüfus ve sokakları dolduran araçlar. Ama biraz planlamayla şehirde araç kullanmak hem mümkün hem de keyifli. Belgrad Ormanı'na, Şile'ye, Kilyos'a ya da Polonezköy'e kaçmak için kiralık araç en özgür seçenek.

## Doğru havalimanını seçin

İstanbul'un iki havalimanı var: Avrupa yakasında İstanbul Havalimanı, Anadolu yakasında Sabiha Gökçen. Konaklayacağınız yere yakın havalimanından aracı teslim almak sizi gereksiz bir Boğaz geçişinden kurtarır. Kadıköy ve Levent ofislerimiz ise şehrin içinde, iki yakada birer seçenek sunar.

## Yoğun saatler

Hafta içi sabah 07.00-10.00 ve akşam 16.30-20.00 arası trafik en yoğun hâlindedir. Cuma akşamları ve yağmurlu günlerde yolculuk süreleri kolayca iki katına çıkar. Canlı trafik gösteren bir navigasyon uygulaması kullanın ve yola çıkış saatinizi buna göre belirleyin. Uzun hafta sonlarının ve bayramların ilk ve son günlerinde şehirden çıkış ve giriş yolları çok kalabalık olur.

## Boğaz'ı geçmek

- 15 Temmuz Şehitler Köprüsü ve Fatih Sultan Mehmet Köprüsü'nde ücret yalnızca Anadolu'dan Avrupa yönüne alınır.
- Yavuz Sultan Selim Köprüsü şehrin kuzeyinden geçen otoyol bağlantısıdır.
- Avrasya Tüneli, Kazlıçeşme ile Göztepe arasında denizin altından geçer; trafik yoğunken çoğu zaman en hızlı seçenektir.
- Sirkeci-Harem arasındaki arabalı vapur da keyifli ve çoğu zaman sakin bir alternatiftir.

Köprü ve tünel geçişleri aracınızdaki HGS etiketiyle otomatik olarak ödenir.

## Şeritler ve kurallar

Metrobüs yolu yalnızca metrobüslere aittir; bu yola girmek hem çok tehlikeli hem de ağır cezalıdır. Bazı caddelerde belirli saatlerde yalnızca otobüslere ayrılmış şeritler vardır; yoldaki yazılara ve levhalara dikkat edin. Emniyet şeridi, trafik ne kadar sıkışık olursa olsun yalnızca acil durumlar içindir. Motosikletlerin şerit aralarından geçtiğini unutmayın ve şerit değiştirirken aynalarınızı iki kez kontrol edin.

## Park etmek

Şehir merkezinde sokakta park yeri bulmak zordur. Belediyenin İSPARK otoparkları ve özel otoparklar en güvenli seçenektir. Yasak yerlere park edilen araçlar çekilebilir; çekilen bir aracı geri almak hem zaman hem para kaybıdır ve park cezaları sürücüye aittir. Otelinizin otopark imkânını önceden sorun.

## Tarihî yarımada için öneri

Sultanahmet, Eminönü ve Beyoğlu gibi tarihî semtlerin sokakları dar, yokuşlu ve çoğu zaman yayalaştırılmıştır. Bu bölgeleri tramvay, metro ve vapurla gezmek çok daha rahattır. Aracı, şehir dışına yapacağınız gezilere ve toplu taşımanın zor ulaştığı yerlere saklayın.

## Havalimanına dönüş

Aracı havalimanı ofisimize iade edecekseniz, özellikle akşam saatlerinde trafiği hesaba katarak uçuşunuzdan en az üç-dört saat önce yola çıkın. İade işlemi kısa sürer, ancak İstanbul Havalimanı'nın terminal binası çok büyüktür ve güvenlik kontrollerinde yoğunluk olabilir.

## Son birkaç ipucu

Korna İstanbul trafiğinin doğal bir parçasıdır; sizi telaşlandırmasına izin vermeyin. Yayalar çoğu zaman beklenmedik yerlerden karşıya geçer, özellikle akşam saatlerinde dikkatli olun. Yakıtınızı şehir merkezinde değil, ana yollar üzerindeki büyük istasyonlarda almak hem daha kolay hem de daha hızlıdır.`,
    bodyEn: `Driving in Istanbul can look daunting at first: two continents, more than fifteen million people and streets full of cars. But with a little planning it is perfectly possible, and even enjoyable. For escapes to the Belgrade Forest, Şile, Kilyos or Polonezköy, a rental car is the most flexible choice.

## Choose the right airport

Istanbul has two airports: Istanbul Airport on the European side and Sabiha Gökçen on the Asian side. Collecting your car at the airport nearest your accommodation saves you an unnecessary Bosphorus crossing. Our Kadıköy and Levent offices, inside the city, give you one option on each side.

## Rush hours

On weekdays traffic is at its worst from 07:00 to 10:00 and from 16:30 to 20:00. On Friday evenings and rainy days, journey times easily double. Use a navigation app with live traffic and time your departure accordingly. On the first and last days of long weekends and public holidays, the roads out of and back into the city are very crowded.

## Crossing the Bosphorus

- On the 15 July Martyrs Bridge and the Fatih Sultan Mehmet Bridge, tolls are charged only from Asia to Europe.
- The Yavuz Sultan Selim Bridge carries the motorway link across the north of the city.
- The Eurasia Tunnel runs under the sea between Kazlıçeşme and Göztepe and is often the fastest option when traffic is heavy.
- The car ferry between Sirkeci and Harem is a pleasant and often calmer alternative.

Bridge and tunnel tolls are paid automatically with the HGS tag in your car.

## Lanes and rules

The Metrobus lane is for Metrobus buses only; entering it is extremely dangerous and heavily fined. Some streets have lanes reserved for buses at certain hours, so watch the road markings and signs. The hard shoulder is for emergencies only, however bad the traffic. Remember that motorcycles filter between lanes, and check your mirrors twice before changing lanes.

## Parking

Street parking in the city centre is hard to find. The municipal İSPARK car parks and private car parks are the safest options. Cars parked illegally can be towed away; getting one back costs both time and money, and parking fines are the driver's responsibility. Ask your hotel about parking in advance.

## A tip for the historic peninsula

The streets of historic districts such as Sultanahmet, Eminönü and Beyoğlu are narrow, steep and often pedestrianised. Exploring them by tram, metro and ferry is far easier. Keep the car for trips out of the city and for places public transport does not reach easily.

## Getting back to the airport

If you are returning the car to one of our airport offices, allow for traffic, especially in the evening, and set off at least three to four hours before your flight. The return itself is quick, but Istanbul Airport's terminal is huge and security queues can be long.

## A few last tips

Horns are a natural part of Istanbul traffic; do not let them fluster you. Pedestrians often cross where you least expect it, so take extra care in the evening. Filling up at the big stations on the main roads, rather than in the city centre, is easier and quicker.`,
  },
  {
    slug: "turkiyede-elektrikli-arac-kullanmak",
    daysAgo: 166,
    theme: "spring",
    author: "Emre Koç",
    titleTr: "Türkiye'de elektrikli araçla yolculuk: şarj, menzil ve pratik bilgiler",
    titleEn: "Travelling by electric car in Turkey: charging, range and practical tips",
    summaryTr: "Şarj ağları, soket tipleri, menzil planlaması ve kiralık elektrikli araçta dikkat edilmesi gerekenler.",
    summaryEn: "Charging networks, connector types, range planning and what to know when you rent an electric car.",
    bodyTr: `Birkaç yıl önce elektrikli araçla şehirlerarası yolculuk bir macera gibi görünüyordu. Bugün ise Türkiye'nin dört bir yanına yayılan şarj ağları sayesinde İstanbul'dan Ankara'ya, İzmir'den Antalya'ya elektrikli araçla gitmek oldukça kolay. Filomuzda elektrikli araçların sayısı arttıkça bu konudaki sorular da artıyor; en sık sorulanları yanıtladık.

## Şarj ağları

Türkiye'de şarj hizmeti, Enerji Piyasası Düzenleme Kurumu'ndan lisans almış şarj ağı işletmecileri tarafından verilir. Trugo, ZES, Eşarj ve Voltrun gibi büyük ağların istasyonlarına otoyollarda, alışveriş merkezlerinde ve otellerde rastlarsınız. Her ağın kendi mobil uygulaması vardır: istasyonların yerini, boş olup olmadığını ve fiyatlarını uygulamadan görür, şarjı başlatıp ödemeyi uygulama üzerinden yaparsınız. Yola çıkmadan önce birkaç ağın uygulamasına üye olup kartınızı tanımlamanız, istasyonda zaman kaybetmenizi önler.

## AC ve DC şarj

- AC şarj: daha düşük güçte, genellikle Type 2 soketle yapılır. Otelde ya da gece boyunca park ederken idealdir; tam dolum birkaç saat sürer.
- DC hızlı şarj: CCS2 soketle yapılır ve uzun yolda kullanılır. Birçok araçta batarya yüzde 20'den yüzde 80'e yarım saat civarında dolar.

Yüzde 80'den sonra şarj hızı belirgin biçimde düşer. Uzun yolda bataryayı tamamen doldurmak yerine sık ve kısa şarj molaları vermek çoğu zaman daha hızlıdır. DC hızlı şarjın kilovatsaat fiyatı AC şarja göre daha yüksektir.

## Menzil planlaması

Üreticinin açıkladığı menzil ideal koşullarda ölçülür. Otoyol hızlarında, soğuk havada ve klima açıkken gerçek menzil daha kısa olur. Kışın menzilin belirgin biçimde düştüğünü hesaba katın; aracı şarjdayken ön ısıtmak bataryayı korur ve menzili uzatır. Rotanızı planlarken bir sonraki istasyona bataryanın yüzde 10-15'i kalacak şekilde varmayı hedefleyin ve yedek bir istasyon belirleyin.

## Sürüş farkları

Elektrikli araçlar durduğu yerden çok hızlı tepki verir; gaza yumuşak basın. Yavaşlarken rejeneratif frenleme enerjiyi bataryaya geri kazandırır; birçok araçta tek pedal modu şehir içinde hem konfor hem de menzil sağlar. Sessiz çalıştıkları için yayaların aracınızı duymayabileceğini unutmayın.

## Şehir içinde

Elektrikli araç en keyifli hâlini şehir içinde gösterir: dur-kalk trafikte rejeneratif frenleme sayesinde tüketim düşer, motor sessizdir ve klimayı çalıştırmak için motoru rölantide bırakmanız gerekmez. Konakladığınız yerde şarj imkânı varsa bataryayı geceleri yavaş şarjla doldurmak hem daha ekonomik hem de bataryaya daha dosttur.

## Şarj istasyonu görgü kuralları

Şarj bittiğinde aracı istasyondan çekin; birçok işletmeci şarj sonrası beklemeye işgal ücreti uygular. Kabloyu düzgünce yerine asın ve elektrikli araçlara ayrılmış park yerlerini yalnızca şarj ederken kullanın.

## Kiralık elektrikli araçta

Elektrikli araçlarımızı yüksek doluluk oranında şarj edilmiş olarak teslim ediyoruz. Şarj kablosu bagajda bulunur; teslim sırasında ekibimiz şarj kapağını, soket tipini ve araç ekranında şarj istasyonlarının nasıl bulunacağını gösterir. Yakıttaki kural burada da geçerli: aracı aldığınız şarj seviyesinde iade etmeniz yeterli. Uzun bir yolculuk planlıyorsanız rotanızı şarj istasyonlarına göre önceden çıkarmanızı öneririz. Elektrikli araçları araç listemizde yakıt türü filtresiyle kolayca bulabilirsiniz.`,
    bodyEn: `A few years ago, an intercity trip in an electric car felt like an adventure. Today, thanks to charging networks spread across Turkey, driving electric from Istanbul to Ankara or from Izmir to Antalya is quite straightforward. As the number of electric cars in our fleet grows, so do the questions about them; here are answers to the most common ones.

## Charging networks

In Turkey, public charging is provided by network operators licensed by the Energy Market Regulatory Authority. You will find stations of big networks such as Trugo, ZES, Eşarj and Voltrun on motorways and at shopping centres and hotels. Each network has its own mobile app: you see where the stations are, whether they are free and what they cost, then start charging and pay through the app. Signing up to a few of these apps and adding your card before you set off saves time at the station.

## AC and DC charging

- AC charging is slower and usually uses a Type 2 connector. It is ideal at a hotel or when parked overnight; a full charge takes several hours.
- DC fast charging uses a CCS2 connector and is the one for long trips. On many cars, the battery charges from 20% to 80% in about half an hour.

Charging slows down markedly above 80%. On a long trip, frequent short charging stops are usually quicker than filling the battery to the top. DC fast charging costs more per kilowatt-hour than AC.

## Planning your range

The range a manufacturer quotes is measured in ideal conditions. At motorway speeds, in cold weather and with the air conditioning on, the real range is shorter. Allow for a clear drop in range in winter; pre-heating the car while it is still plugged in protects the battery and extends the range. When planning, aim to reach the next station with 10 to 15% left in the battery, and pick a back-up station too.

## How they drive

Electric cars respond very quickly from a standstill, so press the accelerator gently. When you slow down, regenerative braking feeds energy back into the battery; on many cars, one-pedal mode adds both comfort and range in town. Because they are so quiet, remember that pedestrians may not hear you coming.

## In town

An electric car is at its best in town: regenerative braking keeps consumption low in stop-and-go traffic, the motor is silent, and you do not need to leave anything idling to run the air conditioning. If you can charge where you are staying, topping up the battery slowly overnight is both cheaper and kinder to the battery.

## Charging etiquette

Move the car as soon as charging finishes; many operators charge an idle fee for staying plugged in afterwards. Hang the cable back neatly, and use bays reserved for electric cars only while you are charging.

## Renting an electric car

We hand over our electric cars with a high state of charge. The charging cable is in the boot; at pick-up, our team shows you the charging flap, the connector type and how to find charging stations on the car's screen. The rule from fuel applies here too: simply return the car with the charge level you received it with. If you are planning a long trip, we suggest mapping your route around charging stations beforehand. You can find electric cars easily in our car list with the fuel type filter.`,
  },
  {
    slug: "ege-kiyi-rotasi",
    daysAgo: 193,
    theme: "coast-town",
    author: "Ahmet Demir",
    titleTr: "Ege kıyı rotası: İzmir'den Bodrum'a beş günde",
    titleEn: "The Aegean coast route: Izmir to Bodrum in five days",
    summaryTr:
      "Urla'nın bağlarından Alaçatı'nın sokaklarına, Efes'ten Didim'in tapınağına ve Bodrum'un koylarına uzanan bir yol gezisi planı.",
    summaryEn:
      "A road-trip plan from the vineyards of Urla and the streets of Alaçatı to Ephesus, the temple at Didyma and the bays of Bodrum.",
    bodyTr: `Ege kıyısı, kısa mesafelerde çok şey görmek isteyenler için biçilmiş kaftan. Bu rotada İzmir'de aldığınız aracı beş gün sonra Bodrum'da bırakıyor, yaklaşık 550 kilometrede zeytinlikleri, antik kentleri ve turkuaz koyları bir araya getiriyorsunuz.

## Başlamadan önce

Aracı İzmir Adnan Menderes Havalimanı ofisimizden alıp Milas-Bodrum Havalimanı ofisimize bırakabilirsiniz. İki ofis farklı şehirlerde olduğundan tek yön ücreti uygulanır; bu ücret ödeme öncesinde fiyat özetinde görünür. Rotanın toplam uzunluğunu, aracınızın günlük kilometre sınırının beş günle çarpımıyla karşılaştırın; yan yollara sapmayı seviyorsanız bir kilometre paketi eklemeyi düşünün.

## 1. gün: İzmir, Urla ve Alaçatı (yaklaşık 95 km)

Havalimanından çevre yolu ve Çeşme otoyoluyla batıya ilerleyin. Urla'da otoyoldan çıkıp bağ yolundaki şarap evlerinden birinde öğle yemeği yiyin, ardından Urla'nın sanat sokağında yürüyün. Akşamüstü Alaçatı'ya varın; taş evlerin arasında dolaşıp gün batımını yel değirmenlerinin olduğu tepede izleyin.

## 2. gün: Çeşme Yarımadası

Sabah Ilıca'nın sığ ve berrak denizinde yüzün. Öğleden sonra Çeşme Kalesi'ni gezin, sonra yarımadanın kuzeyindeki Ildırı'ya gidip antik Erythrai'nin tiyatrosundan körfezi seyredin. Akşam yemeği için Dalyan'daki balıkçılardan birini seçin.

## 3. gün: Sığacık ve Selçuk (yaklaşık 140 km)

Urla ve Seferihisar üzerinden Sığacık'a inin. Kale içindeki bu sakin balıkçı kasabasında kahvaltı edip yakındaki Teos antik kentini gezin. Ardından Gümüldür ve Özdere üzerinden kıyı yolunu izleyerek Selçuk'a varın. Akşamüstü Şirince'ye çıkıp köyün taş sokaklarında dolaşın.

## 4. gün: Efes, Priene, Milet ve Didim (yaklaşık 110 km)

Sıcak bastırmadan, açılış saatinde Efes'te olun. Celsus Kütüphanesi ve Yamaç Evler için en az üç saat ayırın. Öğleden sonra güneye inip Priene'nin dağa yaslanan tapınağını ve Milet'in dev tiyatrosunu görün. Günü Didim'deki Apollon Tapınağı'nın önünde, gün batımında bitirin.

## 5. gün: Didim'den Bodrum'a (yaklaşık 125 km)

Didim'den Milas yönüne ilerleyin ve Bodrum Yarımadası'na geçin. Öğle yemeğini Gümüşlük'te deniz kenarında yiyin, ardından Bodrum Kalesi'ni gezin. Dönüş uçuşunuzdan önce aracı Milas-Bodrum Havalimanı ofisimize bırakın. Havalimanı ofislerimiz 7/24 açık olduğundan gece uçuşları için de sorun yok.

## Nerede kalmalı

Her gece farklı bir yerde kalmak yerine birkaç üs belirlemek işinizi kolaylaştırır: ilk iki gece Alaçatı'da, üçüncü gece Selçuk veya Şirince'de, dördüncü gece Didim'de kalabilirsiniz. Yaz aylarında Alaçatı ve Bodrum'da konaklama çok erken dolar; aracınızı ve otellerinizi birlikte, mümkün olduğunca önceden ayırtın. Otelinizin otoparkı olup olmadığını sormayı da unutmayın.

## Yol için notlar

- Yaz aylarında öğle sıcağında ören yerlerini gezmek yorucudur; sabah erken ve akşamüstü saatlerini değerlendirin.
- İzmir-Aydın otoyolu gibi ücretli yollar aracınızdaki HGS etiketiyle otomatik ödenir.
- Mayıs-haziran ve eylül-ekim, bu rota için en keyifli dönemlerdir.
- Aracı aldığınız yakıt seviyesinde iade etmeyi unutmayın; havalimanına yakın bir istasyonda depoyu doldurmak en ekonomik yoldur.

İyi yolculuklar ve bol deniz!`,
    bodyEn: `The Aegean coast is made for anyone who wants to see a lot without driving far. On this route you collect a car in Izmir and leave it in Bodrum five days later, linking olive groves, ancient cities and turquoise bays in about 550 kilometres.

## Before you start

You can collect the car at our Izmir Adnan Menderes Airport office and return it to our Milas-Bodrum Airport office. As the two offices are in different cities, a one-way fee applies; it appears in the price summary before you pay. Compare the length of the route with your car's daily kilometre limit multiplied by five days; if you like detours, consider adding a kilometre package.

## Day 1: Izmir, Urla and Alaçatı (about 95 km)

From the airport, head west on the ring road and the Çeşme motorway. Leave the motorway at Urla, have lunch at one of the wineries along the vineyard road, then stroll down Urla's arts street. Arrive in Alaçatı in the late afternoon, wander among the stone houses and watch the sunset from the hill with the windmills.

## Day 2: The Çeşme Peninsula

Swim in the shallow, clear water of Ilıca in the morning. In the afternoon, visit Çeşme Castle, then drive to Ildırı on the north of the peninsula and look out over the bay from the theatre of ancient Erythrae. For dinner, pick one of the fish restaurants in Dalyan.

## Day 3: Sığacık and Selçuk (about 140 km)

Drive down through Urla and Seferihisar to Sığacık. Have breakfast in this quiet fishing village inside its castle walls and visit the nearby ancient city of Teos. Then follow the coast road through Gümüldür and Özdere to Selçuk. In the late afternoon, drive up to Şirince and wander its stone lanes.

## Day 4: Ephesus, Priene, Miletus and Didim (about 110 km)

Be at Ephesus at opening time, before the heat sets in. Allow at least three hours for the Library of Celsus and the Terrace Houses. In the afternoon, head south to see the temple of Priene against its mountain and the huge theatre of Miletus. End the day at sunset in front of the Temple of Apollo at Didyma.

## Day 5: Didim to Bodrum (about 125 km)

Drive from Didim towards Milas and on to the Bodrum Peninsula. Have lunch by the sea in Gümüşlük, then visit Bodrum Castle. Return the car to our Milas-Bodrum Airport office before your flight home. Our airport offices are open 24/7, so late flights are no problem.

## Where to stay

Rather than staying somewhere new every night, a few bases make things easier: spend the first two nights in Alaçatı, the third in Selçuk or Şirince and the fourth in Didim. In summer, rooms in Alaçatı and Bodrum fill up very early, so book your car and hotels together, as far ahead as you can. And remember to ask whether your hotel has parking.

## Notes for the road

- In summer, sightseeing at ancient sites in the midday heat is exhausting; make the most of the early morning and late afternoon.
- Toll roads such as the Izmir-Aydın motorway are paid automatically with the HGS tag in your car.
- May to June and September to October are the most enjoyable months for this route.
- Remember to return the car with the fuel level you received it with; filling up at a station near the airport is the cheapest way.

Have a wonderful trip, and plenty of swims!`,
  },
];
