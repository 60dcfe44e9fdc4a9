// Campaigns run by the charities, in every category and state the platform shows.

import type { CampaignSeed } from './types.ts';

export const campaigns: CampaignSeed[] = [
  // Noor Al-Ihsan Charitable Society (Saudi Arabia)
  {
    name: {
      ar: 'إفطار الصائمين في أحياء مكة المكرمة',
      en: 'Iftar meals across the neighbourhoods of Makkah',
    },
    shortDesc: {
      ar: '<p>وجبات إفطار تُوزَّع يوميًا قبيل المغرب على الصائمين في أحياء مكة المكرمة وعند مواقف الحافلات. عشرة ريالات تكفي لإفطار صائم.</p>',
      en: '<p>Iftar packs handed out every day before sunset in the neighbourhoods of Makkah and at its bus stops. Ten riyals feeds one fasting person.</p>',
    },
    content: {
      ar: [
        '<p>يتوافد على مكة المكرمة في رمضان ملايين المعتمرين، ويسكن أحياءها الطرفية آلاف العمال والأسر محدودة الدخل. تهدف هذه الحملة إلى توزيع 25,000 وجبة إفطار خلال الشهر في نقاط ثابتة قرب المساجد ومواقف الحافلات.</p>',
        '<h3>ماذا تتضمن الوجبة؟</h3>',
        '<ul><li>تمر وماء ولبن</li><li>عصير وقطعتا سمبوسة</li><li>قطعة معمول</li></ul>',
        '<p>تُجهَّز الوجبات في مطبخ مرخّص من الجهات الصحية، وتُغلَّف قبل التوزيع بوقت قصير حفاظًا على جودتها، ويتولى توزيعها متطوعون مدرَّبون بالتنسيق مع الجهات المختصة.</p>',
        '<p>قيمة الوجبة 10 ريالات، فتبرعك بـ300 ريال يفطّر صائمًا كل يوم طوال الشهر. وتصلك تقارير أسبوعية بعدد الوجبات الموزعة ومواقعها.</p>',
      ].join(''),
      en: [
        '<p>Millions of pilgrims come to Makkah during Ramadan, and thousands of labourers and low-income families live in its outer districts. This campaign aims to hand out 25,000 iftar packs over the month from fixed points near mosques and bus stops.</p>',
        '<h3>What is in each pack?</h3>',
        '<ul><li>Dates, water and laban</li><li>Juice and two samosas</li><li>A ma’amoul pastry</li></ul>',
        '<p>The packs are prepared in a kitchen licensed by the health authorities and sealed shortly before distribution to keep them fresh. Trained volunteers hand them out in coordination with the relevant authorities.</p>',
        '<p>Each pack costs 10 riyals, so a gift of 300 riyals feeds one fasting person every day of the month. You will receive weekly updates on how many packs were handed out and where.</p>',
      ].join(''),
    },
    categoryKey: 'iftar',
    charityKey: 'noor',
    goal: 250000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -12,
    totalDays: 40,
    raisedShare: 0.62,
    theme: 'iftar',
    featured: true,
    gallery: ['iftar', 'dates', 'community'],
    updates: [
      {
        daysAgo: 10,
        title: {
          ar: 'الأسبوع الأول: توزيع 6,200 وجبة إفطار',
          en: 'First week: 6,200 iftar packs handed out',
        },
        content: {
          ar: '<p>وزّع متطوعونا في الأسبوع الأول 6,200 وجبة إفطار عند خمس نقاط ثابتة قرب المساجد ومواقف الحافلات. شكرًا لكل من ساهم، فكل وجبة وصلت إلى صائم قبيل أذان المغرب.</p>',
          en: '<p>In the first week our volunteers handed out 6,200 iftar packs from five fixed points near mosques and bus stops. Thank you to everyone who gave: every pack reached someone fasting just before the sunset prayer.</p>',
        },
      },
      {
        daysAgo: 3,
        title: { ar: 'نقطة توزيع جديدة في حي العوالي', en: 'A new distribution point in Al-Awali' },
        content: {
          ar: '<p>افتتحنا نقطة توزيع سادسة في حي العوالي بعد أن لاحظ المتطوعون كثرة العمال هناك وقت الإفطار، فارتفع التوزيع اليومي إلى نحو 1,100 وجبة.</p>',
          en: '<p>We opened a sixth distribution point in Al-Awali after volunteers noticed how many labourers gather there at iftar time. Daily distribution now stands at about 1,100 packs.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'السلة الرمضانية للأسر المتعففة في جازان',
      en: 'Ramadan food baskets for families in need in Jazan',
    },
    shortDesc: {
      ar: '<p>سلة غذائية متكاملة تكفي أسرة من ستة أفراد طوال شهر رمضان، تُسلَّم إلى بيوت الأسر المتعففة في قرى منطقة جازان.</p>',
      en: '<p>A complete food basket to feed a family of six for the whole of Ramadan, delivered to the homes of families in need in the villages of Jazan.</p>',
    },
    content: {
      ar: [
        '<p>في قرى منطقة جازان أسر متعففة لا تسأل الناس إلحافًا، يعيل كثيرًا منها أرامل أو كبار في السن. تسعى هذه الحملة إلى إيصال 600 سلة رمضانية إلى أسر سُجّلت لدى الجمعية بعد دراسة حالتها ميدانيًا.</p>',
        '<h3>محتويات السلة</h3>',
        '<ul><li>أرز 10 كيلوغرامات، ودقيق 5 كيلوغرامات</li><li>سكر وزيت طبخ وعدس ومعكرونة</li><li>تمر وحليب مجفف وشاي</li></ul>',
        '<p>تُشترى المواد من موردين محليين معتمدين، وتُسلَّم السلال إلى البيوت مباشرة حفظًا لكرامة الأسر، دون طوابير أو تجمعات.</p>',
        '<p>تكلفة السلة الواحدة 300 ريال. ويمكنك التبرع بقيمة سلة كاملة أو بأي مبلغ تستطيعه، وسيصلك تقرير بعد كل دفعة توزيع.</p>',
      ].join(''),
      en: [
        '<p>In the villages of Jazan there are proud families who would never ask for help, many of them supported by widows or elderly relatives. This campaign aims to deliver 600 Ramadan baskets to families registered with the charity after home visits.</p>',
        '<h3>What is in the basket?</h3>',
        '<ul><li>10 kg of rice and 5 kg of flour</li><li>Sugar, cooking oil, lentils and pasta</li><li>Dates, powdered milk and tea</li></ul>',
        '<p>Everything is bought from approved local suppliers, and baskets are delivered straight to families’ homes so that no one has to queue in public.</p>',
        '<p>Each basket costs 300 riyals. You can fund a whole basket or give whatever you can, and you will receive a report after each round of deliveries.</p>',
      ].join(''),
    },
    categoryKey: 'food-baskets',
    charityKey: 'noor',
    goal: 180000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -20,
    totalDays: 45,
    raisedShare: 0.74,
    theme: 'dates',
    featured: true,
    gallery: ['dates', 'family'],
    updates: [
      {
        daysAgo: 15,
        title: { ar: 'تسليم أول 150 سلة', en: 'The first 150 baskets delivered' },
        content: {
          ar: '<p>وصلت أول 150 سلة رمضانية إلى بيوت الأسر في قرى صبيا وأبي عريش. سُلّمت السلال عند الأبواب مباشرة، ودعت كثير من الأمهات للمتبرعين.</p>',
          en: '<p>The first 150 Ramadan baskets have reached families’ homes in the villages around Sabya and Abu Arish. Each basket was delivered to the door, and many mothers sent their prayers to the donors.</p>',
        },
      },
      {
        daysAgo: 6,
        title: { ar: 'الدفعة الثانية: 210 أسر أخرى', en: 'Second round: 210 more families' },
        content: {
          ar: '<p>اكتملت الدفعة الثانية من التوزيع وشملت 210 أسر، منها 38 أسرة تعولها أرامل. بقيت 240 سلة لنبلغ هدف الحملة، وتبرعكم يقرّبنا منه كل يوم.</p>',
          en: '<p>The second round of deliveries is complete, reaching 210 families, 38 of them supported by widows. We are 240 baskets away from the goal, and your gifts bring us closer every day.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'زكاة الفطر: طعام يصل إلى الأسر قبل صلاة العيد',
      en: 'Zakat al-Fitr: food delivered to families before the Eid prayer',
    },
    shortDesc: {
      ar: '<p>وكّل الجمعية بإخراج زكاة فطرك وفطر أهل بيتك: نشتري عنك صاعًا من الأرز عن كل فرد ونسلّمه إلى الأسر المستحقة قبل صلاة العيد.</p>',
      en: '<p>Let us pay Zakat al-Fitr for you and your household: we buy one sa‘ of rice per person on your behalf and deliver it to eligible families before the Eid prayer.</p>',
    },
    content: {
      ar: [
        '<p>زكاة الفطر «طهرة للصائم من اللغو والرفث، وطعمة للمساكين». وفي هذه الحملة توكّل جمعية نور الإحسان بشراء الطعام عنك وعن أفراد أسرتك وتسليمه إلى الأسر المستحقة في الرياض والمحافظات التابعة لها.</p>',
        '<p>قيمة زكاة الفطر عن الفرد الواحد 25 ريالًا، وهي قيمة صاع من الأرز (نحو 3 كيلوغرامات) من مورد معتمد. ويكفي أن تُدخل عدد أفراد أسرتك ليُحتسب المبلغ تلقائيًا.</p>',
        '<h3>مواعيد مهمة</h3>',
        '<ul><li>تُستقبل الزكاة حتى الموعد المعلن في أعلى الصفحة.</li><li>يبدأ التسليم قبل العيد بيومين، وينتهي قبل صلاة العيد.</li><li>يُنشر تقرير بعدد الأسر المستفيدة في أول أيام العيد.</li></ul>',
        '<p>تهدف الحملة إلى إيصال زكاة 20,000 شخص إلى مستحقيها. ولا تُصرف أموال هذه الحملة إلا في زكاة الفطر وحدها.</p>',
      ].join(''),
      en: [
        '<p>Zakat al-Fitr is “a purification for the one who fasted and food for those in need.” Through this campaign you appoint Noor Al-Ihsan as your agent to buy food for you and your family and deliver it to eligible families in Riyadh and its surrounding governorates.</p>',
        '<p>Zakat al-Fitr is 25 riyals per person, the price of one sa‘ of rice (about 3 kg) from an approved supplier. Just enter the number of people in your household and the amount is worked out for you.</p>',
        '<h3>Key dates</h3>',
        '<ul><li>Payments are accepted until the cut-off shown at the top of this page.</li><li>Delivery starts two days before Eid and is completed before the Eid prayer.</li><li>A report on the number of families reached is published on the first day of Eid.</li></ul>',
        '<p>The campaign aims to deliver the zakat of 20,000 people. Funds given here are used for Zakat al-Fitr and nothing else.</p>',
      ].join(''),
    },
    categoryKey: 'zakat',
    charityKey: 'noor',
    goal: 500000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -5,
    totalDays: 35,
    raisedShare: 0.28,
    theme: 'zakat',
    featured: true,
    gallery: ['zakat', 'family', 'crescent'],
    updates: [
      {
        daysAgo: 2,
        title: { ar: 'اكتمال تسجيل الأسر المستفيدة', en: 'Families registered and ready' },
        content: {
          ar: '<p>أنهى الباحثون الاجتماعيون زيارة 1,400 أسرة وتسجيلها، وسيبدأ توزيع زكاة الفطر في الأيام الأخيرة من رمضان لتصل قبل صلاة العيد.</p>',
          en: '<p>Our social workers have visited and registered 1,400 families. Zakat al-Fitr will be handed out in the last days of Ramadan so that it arrives before the Eid prayer.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'تهيئة مساجد الأحياء لصلاة التراويح والقيام',
      en: 'Preparing neighbourhood mosques for Taraweeh and night prayers',
    },
    shortDesc: {
      ar: '<p>صيانة التكييف وأنظمة الصوت وتنظيف الفرش في 30 مسجدًا، ليصلي المصلون في رمضان براحة وطمأنينة.</p>',
      en: '<p>Air-conditioning and sound-system maintenance and carpet cleaning for 30 mosques, so worshippers can pray in comfort throughout Ramadan.</p>',
    },
    content: {
      ar: [
        '<p>تمتلئ المساجد في رمضان بالمصلين في التراويح والقيام، ويتضاعف الضغط على أجهزة التكييف والصوت في أشد الأوقات حاجة إليها. تعمل هذه الحملة على تهيئة 30 مسجدًا في أحياء جنوب الرياض وشرقها.</p>',
        '<h3>أعمال الحملة</h3>',
        '<ul><li>صيانة وحدات التكييف وتنظيفها</li><li>إصلاح أنظمة الصوت وتحسينها</li><li>غسيل الفرش وتعطير المساجد</li><li>تزويد المساجد بالمياه والمناديل طوال الشهر</li></ul>',
        '<p>تُنفَّذ الأعمال عبر شركات صيانة متعاقدة، بالتنسيق مع أئمة المساجد، وتُجدول في ساعات النهار حتى لا تتعارض مع أوقات الصلاة.</p>',
        '<p>«من بنى مسجدًا لله بنى الله له في الجنة مثله»، وعمارة المساجد بالعناية بها من أبواب هذا الخير.</p>',
      ].join(''),
      en: [
        '<p>Mosques fill up for Taraweeh and night prayers in Ramadan, just when their air conditioning and sound systems are under the most strain. This campaign prepares 30 mosques in the southern and eastern districts of Riyadh.</p>',
        '<h3>What the campaign covers</h3>',
        '<ul><li>Servicing and cleaning air-conditioning units</li><li>Repairing and upgrading sound systems</li><li>Washing carpets and perfuming prayer halls</li><li>Keeping mosques supplied with water and tissues all month</li></ul>',
        '<p>The work is carried out by contracted maintenance firms, in coordination with each mosque’s imam, and scheduled during the day so it never clashes with prayer times.</p>',
        '<p>“Whoever builds a mosque for God, God will build for him the like of it in Paradise.” Caring for mosques is part of that same reward.</p>',
      ].join(''),
    },
    categoryKey: 'mosques',
    charityKey: 'noor',
    goal: 95000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -15,
    totalDays: 45,
    raisedShare: 0.41,
    theme: 'mosque',
    featured: false,
    gallery: ['mosque', 'lantern', 'quran', 'community'],
    updates: [
      {
        daysAgo: 12,
        title: { ar: 'تنظيف السجاد في 14 مسجدًا', en: 'Carpets cleaned in 14 mosques' },
        content: {
          ar: '<p>أنهى فريق الصيانة غسل سجاد 14 مسجدًا وتعطيره، وفحص مكبرات الصوت فيها استعدادًا لصلاة التراويح.</p>',
          en: '<p>The maintenance team has washed and freshened the carpets of 14 mosques and checked their sound systems ahead of Taraweeh.</p>',
        },
      },
      {
        daysAgo: 4,
        title: {
          ar: 'صيانة التكييف قبل العشر الأواخر',
          en: 'Air conditioning serviced for the last ten nights',
        },
        content: {
          ar: '<p>صِينت وحدات التكييف في تسعة مساجد يكثر فيها المصلون في العشر الأواخر، واستُبدلت ثلاث وحدات متعطلة بالكامل.</p>',
          en: '<p>Air conditioning units have been serviced in nine mosques that fill up during the last ten nights, and three broken units were replaced outright.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'وجبات إفطار لعمّال المدن الصناعية',
      en: 'Iftar meals for workers in industrial areas',
    },
    shortDesc: {
      ar: '<p>وجبة إفطار ساخنة لعمّال المدن الصناعية الذين تمتد ورديات عملهم إلى وقت المغرب بعيدًا عن أسرهم.</p>',
      en: '<p>A hot iftar meal for labourers in industrial areas whose shifts run until sunset, far from their families.</p>',
    },
    content: {
      ar: [
        '<p>يقضي آلاف العمال رمضان بعيدًا عن أهلهم، وتمتد ورديات كثير منهم إلى قرب أذان المغرب، فلا يجدون وقتًا لإعداد إفطارهم. تقدّم هذه الحملة 5,000 وجبة إفطار ساخنة في المدينة الصناعية الثانية بالرياض.</p>',
        '<p>تتكون الوجبة من أرز ودجاج وسلطة وتمر وماء، وتُعدّ في مطبخ مرخّص، وتُوزَّع في مواقع العمل والسكن بالتنسيق مع إدارات المصانع.</p>',
        '<p>تكلفة الوجبة 12 ريالًا. وتبرعك يحمل إلى هؤلاء العمال رسالة بأنهم ليسوا غرباء بيننا في هذا الشهر الكريم.</p>',
      ].join(''),
      en: [
        '<p>Thousands of workers spend Ramadan far from their families, and many work shifts that end just before sunset, leaving no time to prepare iftar. This campaign serves 5,000 hot iftar meals in Riyadh’s Second Industrial City.</p>',
        '<p>Each meal of rice, chicken, salad, dates and water is cooked in a licensed kitchen and delivered to work sites and labour housing in coordination with factory managers.</p>',
        '<p>A meal costs 12 riyals. Your gift tells these workers that they are not strangers among us in this blessed month.</p>',
      ].join(''),
    },
    categoryKey: 'iftar',
    charityKey: 'noor',
    goal: 60000,
    currency: 'SAR',
    state: 'completed',
    startOffsetDays: -25,
    totalDays: 40,
    raisedShare: 1.08,
    theme: 'iftar',
    featured: false,
    gallery: ['iftar', 'community'],
    updates: [
      {
        daysAgo: 20,
        title: {
          ar: 'الوجبات تصل إلى المدينة الصناعية الثانية',
          en: 'Meals reach the Second Industrial City',
        },
        content: {
          ar: '<p>بدأ توزيع الوجبات في المدينة الصناعية الثانية بالتعاون مع إدارات المصانع التي خصصت أماكن للإفطار الجماعي.</p>',
          en: '<p>Meals are now being handed out in the Second Industrial City, with factory managers setting aside space for workers to break their fast together.</p>',
        },
      },
      {
        daysAgo: 5,
        title: { ar: 'اكتمل الهدف، شكرًا لكم', en: 'Goal reached, thank you' },
        content: {
          ar: '<p>بفضل الله ثم بكرمكم اكتمل هدف الحملة قبل موعدها. سنواصل التوزيع حتى نهاية رمضان، وأي تبرع إضافي يذهب إلى وجبات السحور للعمال.</p>',
          en: '<p>Thanks to your generosity the campaign reached its goal early. Distribution continues until the end of Ramadan, and any further gifts will fund suhoor meals for the workers.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'زكاة الفطر للأسر النازحة في السودان',
      en: 'Zakat al-Fitr for displaced families in Sudan',
    },
    shortDesc: {
      ar: '<p>نوصل زكاة فطرك طعامًا إلى الأسر النازحة في مراكز الإيواء بولايتي القضارف وكسلا قبل صلاة العيد.</p>',
      en: '<p>Your Zakat al-Fitr delivered as food to displaced families in shelters in Gedaref and Kassala states, before the Eid prayer.</p>',
    },
    content: {
      ar: [
        '<p>اضطرت ملايين الأسر السودانية إلى مغادرة بيوتها، ويعيش كثير منها في مراكز إيواء مكتظة تفتقر إلى أبسط الاحتياجات. تحمل هذه الحملة زكاة الفطر إلى هذه الأسر في ولايتي القضارف وكسلا.</p>',
        '<p>قيمة زكاة الفطر عن الفرد 3 دولارات، تشمل صاعًا من الذرة أو الأرز بحسب المتوفر محليًا. وتُشترى المواد من الأسواق القريبة دعمًا للاقتصاد المحلي وتقليلًا لتكاليف النقل.</p>',
        '<p>تنفّذ الحملة بالشراكة مع جمعية سودانية مرخّصة تعمل في المراكز منذ بداية النزوح، ويكتمل التوزيع قبل صلاة العيد. وتهدف الحملة إلى إيصال زكاة نحو 13,000 شخص.</p>',
      ].join(''),
      en: [
        '<p>Millions of Sudanese families have been forced from their homes, and many now live in crowded shelters lacking the most basic necessities. This campaign carries Zakat al-Fitr to these families in Gedaref and Kassala states.</p>',
        '<p>Zakat al-Fitr is 3 US dollars per person, covering one sa‘ of sorghum or rice, depending on what is available locally. Food is bought in nearby markets to support the local economy and keep transport costs down.</p>',
        '<p>The campaign is carried out with a licensed Sudanese partner that has worked in the shelters since the displacement began, and distribution is completed before the Eid prayer. We aim to deliver the zakat of around 13,000 people.</p>',
      ].join(''),
    },
    categoryKey: 'zakat',
    charityKey: 'noor',
    goal: 40000,
    currency: 'USD',
    state: 'published',
    startOffsetDays: -3,
    totalDays: 40,
    raisedShare: 0.12,
    theme: 'zakat',
    featured: false,
    gallery: ['zakat', 'relief', 'family'],
    updates: [
      {
        daysAgo: 1,
        title: { ar: 'تأكيد الشركاء الميدانيين', en: 'Partners on the ground confirmed' },
        content: {
          ar: '<p>اتفقنا مع جمعيتين محليتين في ولاية النيل الأبيض على استلام زكاة الفطر وتوزيعها على الأسر النازحة في مراكز الإيواء.</p>',
          en: '<p>We have agreed with two local associations in White Nile State to receive the Zakat al-Fitr and hand it out to displaced families in the shelters.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'سلال غذائية لأسر اليمن: المرحلة الأولى',
      en: 'Food baskets for families in Yemen: phase one',
    },
    shortDesc: {
      ar: '<p>سلال غذائية شهرية للأسر الأشد حاجة في محافظتي تعز ولحج، تغطي احتياجاتها الأساسية من الطعام.</p>',
      en: '<p>Monthly food baskets for the families most in need in Taiz and Lahj governorates, covering their basic food needs.</p>',
    },
    content: {
      ar: [
        '<p>يعاني ملايين اليمنيين من انعدام الأمن الغذائي، وتتحمل الأسر التي فقدت عائلها العبء الأكبر. استهدفت المرحلة الأولى من هذه الحملة 2,400 أسرة في محافظتي تعز ولحج.</p>',
        '<p>تحتوي السلة على الدقيق والأرز والزيت والسكر والبقوليات، وتكفي أسرة متوسطة مدة شهر. وتكلفتها 150 ريالًا شاملة الشراء والنقل والتوزيع.</p>',
        '<p>اختيرت الأسر بالتعاون مع لجان مجتمعية محلية وفق معايير واضحة، أولها الأسر التي تعولها نساء، والأسر التي فيها مرضى أو ذوو إعاقة.</p>',
      ].join(''),
      en: [
        '<p>Millions of Yemenis do not have enough to eat, and families who have lost their breadwinner bear the heaviest burden. The first phase of this campaign set out to reach 2,400 families in Taiz and Lahj.</p>',
        '<p>Each basket contains flour, rice, oil, sugar and pulses, enough for an average family for a month. It costs 150 riyals, including purchase, transport and distribution.</p>',
        '<p>Families were selected with local community committees against clear criteria, with priority for households headed by women and those caring for sick or disabled members.</p>',
      ].join(''),
    },
    categoryKey: 'food-baskets',
    charityKey: 'noor',
    goal: 360000,
    currency: 'SAR',
    state: 'ended',
    startOffsetDays: -90,
    totalDays: 60,
    raisedShare: 0.67,
    theme: 'family',
    featured: false,
    gallery: ['family', 'relief', 'dates'],
    updates: [
      {
        daysAgo: 60,
        title: { ar: 'السلال تصل إلى تعز', en: 'Baskets arrive in Taiz' },
        content: {
          ar: '<p>وصلت الشحنة الأولى المكونة من 400 سلة إلى مدينة تعز، وبدأ توزيعها على الأسر المسجلة في الأحياء الأشد تضررًا.</p>',
          en: '<p>The first shipment of 400 baskets has arrived in Taiz and is being distributed to registered families in the hardest-hit neighbourhoods.</p>',
        },
      },
      {
        daysAgo: 25,
        title: { ar: 'ختام المرحلة الأولى: التقرير النهائي', en: 'Phase one closes: the final report' },
        content: {
          ar: '<p>انتهت المرحلة الأولى بتوزيع 805 سلال على أسر في تعز ولحج. نشرنا التقرير المالي كاملًا على صفحة الجمعية، ونستعد لإطلاق المرحلة الثانية قريبًا.</p>',
          en: '<p>Phase one has closed with 805 baskets delivered to families in Taiz and Lahj. The full financial report is on the charity’s page, and we are preparing to launch phase two soon.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'فرش وتكييف جامع حي النسيم بالرياض',
      en: 'New carpets and air conditioning for Al-Naseem mosque in Riyadh',
    },
    shortDesc: {
      ar: '<p>استبدال فرش الجامع المتهالك وتركيب وحدات تكييف جديدة لمسجد يصلي فيه أكثر من 1,500 مصلٍّ في الجمعة.</p>',
      en: '<p>Replacing worn-out carpets and installing new air conditioning in a mosque where more than 1,500 people pray each Friday.</p>',
    },
    content: {
      ar: [
        '<p>يخدم جامع حي النسيم شرق الرياض آلاف السكان، ويصلي فيه أكثر من 1,500 مصلٍّ في الجمعة. وقد مضى على فرشه وأجهزة تكييفه أكثر من خمس عشرة سنة، حتى صار المصلون يتأذون من الحر في أشهر الصيف.</p>',
        '<p>تشمل الحملة توريد فرش جديد لمساحة 900 متر مربع، وتركيب 12 وحدة تكييف موفرة للطاقة، مع ضمان صيانة لمدة سنتين.</p>',
        '<p>ستُنفَّذ الأعمال على مراحل لا تتعطل معها الصلاة في الجامع، وتُنشر صور الإنجاز على صفحة الحملة بعد كل مرحلة.</p>',
      ].join(''),
      en: [
        '<p>Al-Naseem mosque in east Riyadh serves thousands of residents, and more than 1,500 people attend Friday prayers there. Its carpets and air conditioning are over fifteen years old, and worshippers now struggle with the heat in the summer months.</p>',
        '<p>The campaign will supply new carpeting for 900 square metres and install 12 energy-efficient air-conditioning units, with a two-year maintenance guarantee.</p>',
        '<p>Work will be done in stages so that prayers are never interrupted, and photographs will be posted on the campaign page as each stage is completed.</p>',
      ].join(''),
    },
    categoryKey: 'mosques',
    charityKey: 'noor',
    goal: 45000,
    currency: 'SAR',
    state: 'pending',
    startOffsetDays: 3,
    totalDays: 60,
    raisedShare: 0,
    theme: 'mosque',
    featured: false,
  },

  // Wahat Al-Rahma Humanitarian Foundation (Kuwait)
  {
    name: {
      ar: 'كسوة العيد لألف يتيم',
      en: 'Eid clothes for 1,000 orphans',
    },
    shortDesc: {
      ar: '<p>قسيمة شرائية يختار بها اليتيم ملابس العيد بنفسه من متجر قريب، ليستقبل العيد فرحًا كأقرانه.</p>',
      en: '<p>A shopping voucher so each orphan can choose their own Eid clothes at a nearby shop and greet Eid as happily as their friends.</p>',
    },
    content: {
      ar: [
        '<p>للعيد في قلوب الأطفال فرحة تبدأ بالثوب الجديد، لكن كثيرًا من الأيتام يستقبلونه بملابس قديمة. تهدف هذه الحملة إلى كسوة 1,000 يتيم من الأيتام المكفولين لدى المؤسسة في الأردن ولبنان والشمال السوري.</p>',
        '<p>يحصل كل طفل على قسيمة شرائية بقيمة 25 دينارًا كويتيًا، يذهب بها مع أمه أو كافله إلى متجر محلي متعاقد معه، فيختار ملابس العيد وحذاءه ومقاسه ولونه المفضل.</p>',
        '<h3>لماذا القسائم؟</h3>',
        '<ul><li>يختار الطفل ما يحبه، فتكتمل فرحته.</li><li>تُحفظ كرامة الأسرة دون توزيع علني.</li><li>يُنعش الشراء حركة المتاجر الصغيرة في المنطقة.</li></ul>',
        '<p>تُوزَّع القسائم في الأسبوع الأخير من رمضان، وتُنشر صور الأطفال بعد موافقة أمهاتهم.</p>',
      ].join(''),
      en: [
        '<p>For children, the joy of Eid begins with new clothes, yet many orphans greet it in old ones. This campaign aims to clothe 1,000 orphans sponsored by the foundation in Jordan, Lebanon and north-west Syria.</p>',
        '<p>Each child receives a voucher worth 25 Kuwaiti dinars and goes with their mother or guardian to a partner shop nearby to choose their Eid outfit and shoes, in their own size and favourite colour.</p>',
        '<h3>Why vouchers?</h3>',
        '<ul><li>Children choose what they love, which makes the joy complete.</li><li>Families keep their dignity, with no public handouts.</li><li>Spending in small local shops helps the local economy.</li></ul>',
        '<p>Vouchers are handed out in the last week of Ramadan, and photographs of the children are shared only with their mothers’ consent.</p>',
      ].join(''),
    },
    categoryKey: 'orphans',
    charityKey: 'rahma',
    goal: 25000,
    currency: 'KWD',
    state: 'published',
    startOffsetDays: -10,
    totalDays: 35,
    raisedShare: 0.55,
    theme: 'orphans',
    featured: true,
    gallery: ['orphans', 'crescent', 'family'],
    updates: [
      {
        daysAgo: 7,
        title: { ar: 'جمع مقاسات الأطفال', en: 'Sizes collected for every child' },
        content: {
          ar: '<p>جمعنا مقاسات 1,000 طفل من دور الرعاية والأسر الكافلة، ليختار كل طفل كسوته بالمقاس واللون الذي يحبه.</p>',
          en: '<p>We have collected the sizes of 1,000 children from care homes and foster families, so every child can choose Eid clothes in the size and colour they like.</p>',
        },
      },
      {
        daysAgo: 2,
        title: { ar: 'أول 300 كسوة جاهزة', en: 'The first 300 outfits are ready' },
        content: {
          ar: '<p>جُهّزت أول 300 كسوة وغُلّفت بأسماء الأطفال، وسيبدأ تسليمها في الأسبوع الأخير من رمضان.</p>',
          en: '<p>The first 300 outfits are ready and wrapped with each child’s name. Handing them out begins in the last week of Ramadan.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'كفالة أيتام في الأردن لعام كامل',
      en: 'A full year’s sponsorship for orphans in Jordan',
    },
    shortDesc: {
      ar: '<p>كفالة شهرية تغطي الغذاء والتعليم والرعاية الصحية لخمسين يتيمًا في مدينتي الزرقاء والمفرق مدة عام كامل.</p>',
      en: '<p>A monthly allowance covering food, schooling and healthcare for fifty orphans in Zarqa and Mafraq for a whole year.</p>',
    },
    content: {
      ar: [
        '<p>قال النبي ﷺ: «أنا وكافل اليتيم في الجنة هكذا» وأشار بالسبابة والوسطى. تتيح لك هذه الحملة أن تشارك في كفالة 50 يتيمًا في مدينتي الزرقاء والمفرق بالأردن مدة عام كامل.</p>',
        '<p>تبلغ الكفالة 250 ريالًا شهريًا لكل يتيم، تُصرف لأمه أو وليّه، وتغطي احتياجاته من الغذاء والملابس ومصاريف المدرسة. ويتابع الأخصائيون الاجتماعيون في المؤسسة كل طفل بزيارات دورية.</p>',
        '<p>إلى جانب الكفالة، يحصل الأطفال على دروس تقوية، وفحص طبي مرتين في السنة، وأنشطة ترفيهية في الإجازات.</p>',
        '<p>ستصلك تقارير فصلية عن أحوال الأطفال الدراسية والصحية، مع مراعاة خصوصيتهم وخصوصية أسرهم.</p>',
      ].join(''),
      en: [
        '<p>The Prophet ﷺ said: “I and the one who cares for an orphan will be in Paradise like this,” holding up his index and middle fingers. This campaign lets you share in sponsoring 50 orphans in Zarqa and Mafraq, Jordan, for a full year.</p>',
        '<p>Sponsorship is 250 riyals a month per child, paid to their mother or guardian to cover food, clothing and school costs. The foundation’s social workers follow each child through regular home visits.</p>',
        '<p>Alongside the allowance, the children receive extra tuition, a medical check-up twice a year and activities during the school holidays.</p>',
        '<p>You will receive quarterly reports on the children’s schooling and health, written with care for their privacy and that of their families.</p>',
      ].join(''),
    },
    categoryKey: 'orphans',
    charityKey: 'rahma',
    goal: 150000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -30,
    totalDays: 90,
    raisedShare: 0.33,
    theme: 'orphans',
    featured: false,
    gallery: ['orphans', 'education'],
    updates: [
      {
        daysAgo: 25,
        title: { ar: 'كفالة ستين يتيمًا حتى الآن', en: 'Sixty children sponsored so far' },
        content: {
          ar: '<p>غطّت تبرعاتكم حتى الآن كفالة ستين يتيمًا لعام كامل، تشمل المصروف الشهري والرسوم المدرسية والرعاية الصحية.</p>',
          en: '<p>Your gifts so far cover a full year’s sponsorship for sixty orphans, including a monthly allowance, school fees and health care.</p>',
        },
      },
      {
        daysAgo: 12,
        title: { ar: 'زيارة الأسر في إربد', en: 'A visit to the families in Irbid' },
        content: {
          ar: '<p>زار فريقنا عشرين أسرة من الأسر المكفولة في إربد، واطمأن على انتظام الأطفال في المدارس وعلى احتياجاتهم قبل العيد.</p>',
          en: '<p>Our team visited twenty sponsored families in Irbid to check that the children are attending school and to see what they need before Eid.</p>',
        },
      },
      {
        daysAgo: 3,
        title: { ar: 'وصول الشهادات المدرسية', en: 'School reports are in' },
        content: {
          ar: '<p>وصلتنا نتائج الفصل الأول: نجح 84% من الأطفال المكفولين في جميع المواد. نشكر كل كافل على ثقته.</p>',
          en: '<p>First-term results are in: 84% of sponsored children passed every subject. Thank you to every sponsor for your trust.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'تعليم أطفال المخيمات في الشمال السوري',
      en: 'Keeping children in school in north-west Syria’s camps',
    },
    shortDesc: {
      ar: '<p>تشغيل ست مدارس مؤقتة في المخيمات لعام دراسي كامل، ليتعلم 1,200 طفل بدل أن يضيع مستقبلهم.</p>',
      en: '<p>Running six temporary schools in the camps for a full school year, so that 1,200 children keep learning instead of losing their future.</p>',
    },
    content: {
      ar: [
        '<p>نشأ جيل كامل من أطفال المخيمات في الشمال السوري وهم لا يعرفون مدرسة حقيقية. تعمل هذه الحملة على تشغيل ست مدارس مؤقتة في مخيمات ريف إدلب الشمالي، يدرس فيها 1,200 طفل.</p>',
        '<h3>ماذا يغطي تبرعك؟</h3>',
        '<ul><li>مكافآت 40 معلمًا ومعلمة طوال العام الدراسي</li><li>الكتب والقرطاسية والحقائب المدرسية</li><li>التدفئة في أشهر الشتاء</li></ul>',
        '<p>تكلفة تعليم الطفل الواحد عامًا دراسيًا كاملًا 50 دولارًا. و«من سلك طريقًا يلتمس فيه علمًا سهّل الله له به طريقًا إلى الجنة».</p>',
        '<p>تُتابع المؤسسة انتظام الطلاب ونتائجهم، وتنشر تقريرًا في نهاية كل فصل دراسي.</p>',
      ].join(''),
      en: [
        '<p>A whole generation of children in north-west Syria’s camps has grown up without a proper school. This campaign runs six temporary schools in camps in northern rural Idlib, teaching 1,200 children.</p>',
        '<h3>What your gift covers</h3>',
        '<ul><li>Stipends for 40 teachers for the whole school year</li><li>Books, stationery and school bags</li><li>Heating through the winter months</li></ul>',
        '<p>It costs 50 US dollars to keep one child in school for a year. “Whoever takes a path in search of knowledge, God will make easy for him a path to Paradise.”</p>',
        '<p>The foundation monitors attendance and results and publishes a report at the end of every term.</p>',
      ].join(''),
    },
    categoryKey: 'education',
    charityKey: 'rahma',
    goal: 60000,
    currency: 'USD',
    state: 'published',
    startOffsetDays: -18,
    totalDays: 60,
    raisedShare: 0.22,
    theme: 'education',
    featured: false,
    gallery: ['education', 'relief', 'orphans', 'community'],
    updates: [
      {
        daysAgo: 14,
        title: { ar: 'إعادة فتح فصلين في الخيام', en: 'Two tent classrooms reopened' },
        content: {
          ar: '<p>أعدنا فتح فصلين دراسيين في مخيم أطمة بعد تجهيزهما بالمقاعد والسبورات، ويدرس فيهما الآن 70 طفلًا.</p>',
          en: '<p>Two tent classrooms in Atmeh camp have reopened with new benches and boards, and 70 children are now studying in them.</p>',
        },
      },
      {
        daysAgo: 5,
        title: { ar: 'صرف رواتب المعلمين لهذا الشهر', en: 'Teachers’ salaries paid for the month' },
        content: {
          ar: '<p>صُرفت رواتب 12 معلمًا ومعلمة لهذا الشهر، فتستمر الدروس دون انقطاع.</p>',
          en: '<p>This month’s salaries have been paid to 12 teachers, so lessons can carry on without interruption.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'جلسات غسيل الكلى لمرضى عاجزين عن تكاليفها في عدن',
      en: 'Dialysis sessions for patients in Aden who cannot afford them',
    },
    shortDesc: {
      ar: '<p>تغطية تكاليف 1,200 جلسة غسيل كلوي لخمسين مريضًا مدة شهرين، حتى لا يضطر أحد إلى تأجيل علاجه لعجزه عن دفع ثمنه.</p>',
      en: '<p>Covering 1,200 dialysis sessions for fifty patients over two months, so no one has to put off treatment because they cannot pay.</p>',
    },
    content: {
      ar: [
        '<p>يحتاج مريض الفشل الكلوي إلى ثلاث جلسات غسيل في الأسبوع، وأي تأخير قد يهدد حياته. وفي مدينة عدن يعجز كثير من المرضى عن دفع تكاليف الجلسات والمستلزمات، فيؤجلون علاجهم إلى أن تسوء حالتهم.</p>',
        '<p>تغطي هذه الحملة 1,200 جلسة غسيل لخمسين مريضًا مدة شهرين في مركزين متخصصين، بتكلفة 175 ريالًا للجلسة الواحدة شاملة المستلزمات والأدوية المصاحبة.</p>',
        '<p>يُختار المرضى بالتنسيق مع إدارة المركزين وفق تقارير طبية ودراسة لأوضاعهم المادية، وتُدفع التكاليف للمركز مباشرة لا للمريض.</p>',
        '<p>قال الله تعالى: ﴿وَمَنْ أَحْيَاهَا فَكَأَنَّمَا أَحْيَا النَّاسَ جَمِيعًا﴾. وتبرعك قد يكون سببًا في أن يعيش مريض حياة أقرب إلى الطبيعية.</p>',
      ].join(''),
      en: [
        '<p>A kidney-failure patient needs dialysis three times a week, and any delay can put their life at risk. In Aden, many patients cannot afford the sessions and supplies, and put off treatment until their condition worsens.</p>',
        '<p>This campaign covers 1,200 sessions for fifty patients over two months at two specialist centres, at 175 riyals per session including supplies and accompanying medication.</p>',
        '<p>Patients are selected with the centres’ management on the basis of medical reports and an assessment of their circumstances, and payment goes directly to the centres rather than to patients.</p>',
        '<p>God says: “Whoever saves one life, it is as though he had saved all of mankind.” Your gift could help a patient live a life closer to normal.</p>',
      ].join(''),
    },
    categoryKey: 'health',
    charityKey: 'rahma',
    goal: 210000,
    currency: 'SAR',
    state: 'published',
    startOffsetDays: -8,
    totalDays: 50,
    raisedShare: 0.18,
    theme: 'health',
    featured: false,
    gallery: ['health', 'community'],
    updates: [
      {
        daysAgo: 6,
        title: { ar: 'تمويل أول 90 جلسة', en: 'The first 90 sessions funded' },
        content: {
          ar: '<p>موّلت تبرعاتكم أول 90 جلسة غسيل كلى في مركز عدن، استفاد منها 30 مريضًا بواقع ثلاث جلسات أسبوعيًا.</p>',
          en: '<p>Your gifts have funded the first 90 dialysis sessions at the Aden centre: three sessions a week for 30 patients.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'إفطار الأسر اللاجئة في مخيمات لبنان',
      en: 'Iftar for refugee families in Lebanon’s camps',
    },
    shortDesc: {
      ar: '<p>وجبة إفطار أسرية ساخنة تصل إلى خيام الأسر اللاجئة في سهل البقاع طوال شهر رمضان.</p>',
      en: '<p>A hot family iftar delivered to refugee families’ tents in the Bekaa Valley throughout Ramadan.</p>',
    },
    content: {
      ar: [
        '<p>تعيش آلاف الأسر اللاجئة في مخيمات سهل البقاع بلبنان في ظروف صعبة، وتزداد معاناتها مع ارتفاع الأسعار. تقدّم هذه الحملة 10,000 وجبة إفطار أسرية خلال شهر رمضان.</p>',
        '<p>تكفي الوجبة أسرة من خمسة أفراد، وتتضمن طبقًا رئيسيًا وشوربة وخبزًا وتمرًا، وتكلفتها دينار ونصف. وتُطبخ في مطبخ مركزي يعمل فيه طهاة من أبناء المخيمات أنفسهم.</p>',
        '<p>يوزّع فريق المؤسسة الوجبات على الخيام قبيل أذان المغرب، وفق قوائم محدّثة بالتنسيق مع لجان المخيمات.</p>',
      ].join(''),
      en: [
        '<p>Thousands of refugee families live in hard conditions in camps across Lebanon’s Bekaa Valley, and rising prices have made life harder still. This campaign provides 10,000 family iftar meals during Ramadan.</p>',
        '<p>Each meal feeds a family of five with a main dish, soup, bread and dates, and costs one and a half Kuwaiti dinars. It is cooked in a central kitchen staffed by cooks from the camps themselves.</p>',
        '<p>The foundation’s team delivers the meals to the tents shortly before the sunset call to prayer, following up-to-date lists agreed with the camp committees.</p>',
      ].join(''),
    },
    categoryKey: 'iftar',
    charityKey: 'rahma',
    goal: 15000,
    currency: 'KWD',
    state: 'paused',
    startOffsetDays: -14,
    totalDays: 40,
    raisedShare: 0.35,
    theme: 'relief',
    featured: false,
    gallery: ['relief', 'iftar', 'family'],
    updates: [
      {
        daysAgo: 10,
        title: { ar: 'الإفطار في مخيم شاتيلا', en: 'Iftar in Shatila camp' },
        content: {
          ar: '<p>وزّعنا 2,500 وجبة إفطار ساخنة على الأسر في مخيم شاتيلا خلال الأسبوع الأول.</p>',
          en: '<p>We served 2,500 hot iftar meals to families in Shatila camp during the first week.</p>',
        },
      },
      {
        daysAgo: 2,
        title: { ar: 'إيقاف الحملة مؤقتًا', en: 'Campaign paused for a few days' },
        content: {
          ar: '<p>أوقفنا استقبال التبرعات مؤقتًا ريثما نعيد ترتيب نقاط التوزيع بعد إغلاق أحد الطرق، وسنستأنف قريبًا بإذن الله.</p>',
          en: '<p>We have paused new donations for a few days while we rearrange distribution points after a road closure. We hope to resume shortly.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'عيدية الأيتام',
      en: 'Eid gifts for orphans',
    },
    shortDesc: {
      ar: '<p>عيدية وهدية صغيرة لكل يتيم من أيتام المؤسسة، تُدخل على قلبه فرحة العيد كما يفرح سائر الأطفال.</p>',
      en: '<p>Eid money and a small present for every orphan in the foundation’s care, so they share the joy of Eid like any other child.</p>',
    },
    content: {
      ar: [
        '<p>ينتظر الأطفال صباح العيد ليجمعوا العيديات من الأهل والأقارب، أما اليتيم فقد لا يجد من يضع في يده شيئًا. تهدف هذه الحملة إلى تقديم عيدية لـ300 يتيم في الأردن واليمن.</p>',
        '<p>تبلغ العيدية 100 ريال للطفل، تُقدَّم مع هدية مناسبة لعمره في حفل عيد تقيمه المؤسسة للأطفال وأمهاتهم، يتخلله برنامج ترفيهي وضيافة.</p>',
        '<p>فرحة طفل في صباح العيد لا تُقدَّر بثمن، وقد تكون عيديتك أجمل ما يتذكره من عيده هذا العام.</p>',
      ].join(''),
      en: [
        '<p>On Eid morning children collect Eid money from parents and relatives, but an orphan may have no one to press a gift into their hand. This campaign gives Eid money to 300 orphans in Jordan and Yemen.</p>',
        '<p>Each child receives 100 riyals together with a present suited to their age, at an Eid party the foundation holds for the children and their mothers, with games and refreshments.</p>',
        '<p>A child’s happiness on Eid morning is priceless, and your gift may be the thing they remember most about this year’s Eid.</p>',
      ].join(''),
    },
    categoryKey: 'orphans',
    charityKey: 'rahma',
    goal: 30000,
    currency: 'SAR',
    state: 'completed',
    startOffsetDays: -22,
    totalDays: 35,
    raisedShare: 1.12,
    theme: 'crescent',
    featured: false,
    gallery: ['crescent', 'orphans'],
    updates: [
      {
        daysAgo: 18,
        title: { ar: 'نصف الهدف في أسبوع', en: 'Halfway there in one week' },
        content: {
          ar: '<p>تجاوزت الحملة نصف هدفها في أسبوعها الأول. شكرًا لكل من أدخل الفرحة على قلب يتيم.</p>',
          en: '<p>The campaign passed half its goal in its first week. Thank you to everyone bringing joy to an orphan’s heart.</p>',
        },
      },
      {
        daysAgo: 4,
        title: { ar: 'عيدية لكل طفل', en: 'An Eidiya for every child' },
        content: {
          ar: '<p>اكتمل المبلغ المطلوب، وستُسلَّم العيدية إلى 600 يتيم صباح يوم العيد مع هدية صغيرة.</p>',
          en: '<p>The goal has been reached: 600 orphans will receive their Eidiya on the morning of Eid, together with a small present.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'حلقات تحفيظ القرآن الكريم للأيتام',
      en: 'Qur’an memorisation circles for orphans',
    },
    shortDesc: {
      ar: '<p>تشغيل 20 حلقة لتحفيظ القرآن الكريم يلتحق بها الأيتام في مساجد أحيائهم، مع مكافآت المعلمين والمواصلات والمصاحف.</p>',
      en: '<p>Running 20 Qur’an memorisation circles for orphans at their local mosques, covering teachers’ stipends, transport and copies of the Qur’an.</p>',
    },
    content: {
      ar: [
        '<p>«خيركم من تعلّم القرآن وعلّمه». تسعى هذه الحملة إلى تشغيل 20 حلقة لتحفيظ القرآن الكريم في مساجد عدد من الأحياء، يلتحق بها 300 طالب من الأيتام المكفولين وأبناء الأسر المحتاجة.</p>',
        '<p>يغطي تبرعك مكافآت المعلمين مدة أربعة أشهر، ومواصلات الطلاب من بيوتهم وإليها، والمصاحف والمواد التعليمية، إضافة إلى جوائز تشجيعية للمتميزين.</p>',
        '<p>تُقام في نهاية المدة مسابقة للحفظ والتلاوة، ويُكرَّم الطلاب الذين أتموا حفظ أجزاء من القرآن في حفل يحضره أهاليهم.</p>',
      ].join(''),
      en: [
        '<p>“The best of you are those who learn the Qur’an and teach it.” This campaign runs 20 Qur’an memorisation circles at mosques in several neighbourhoods, attended by 300 pupils: sponsored orphans and children from families in need.</p>',
        '<p>Your gift covers teachers’ stipends for four months, transport for pupils to and from home, copies of the Qur’an and learning materials, and prizes to encourage the best pupils.</p>',
        '<p>At the end of the term there is a memorisation and recitation competition, and pupils who have memorised parts of the Qur’an are honoured at a ceremony with their families.</p>',
      ].join(''),
    },
    categoryKey: 'education',
    charityKey: 'rahma',
    goal: 40000,
    currency: 'SAR',
    state: 'ended',
    startOffsetDays: -70,
    totalDays: 45,
    raisedShare: 0.46,
    theme: 'quran',
    featured: false,
    gallery: ['quran', 'education', 'mosque'],
    updates: [
      {
        daysAgo: 50,
        title: { ar: 'انعقاد اثنتي عشرة حلقة', en: 'Twelve circles now meeting' },
        content: {
          ar: '<p>تنعقد الآن اثنتا عشرة حلقة تحفيظ يوميًا بعد العصر، يحضرها 180 يتيمًا ويشرف عليها معلمون مجازون.</p>',
          en: '<p>Twelve memorisation circles now meet every afternoon, attended by 180 orphans and led by certified teachers.</p>',
        },
      },
      {
        daysAgo: 20,
        title: { ar: 'حفل ختام للحفّاظ', en: 'A closing ceremony for the memorisers' },
        content: {
          ar: '<p>أقمنا حفلًا ختاميًا كرّمنا فيه 27 طفلًا أتمّوا حفظ خمسة أجزاء أو أكثر. وتستمر الحلقات بتمويل من المؤسسة حتى بداية الفصل الجديد.</p>',
          en: '<p>We held a closing ceremony honouring 27 children who memorised five or more parts of the Qur’an. The circles continue, funded by the foundation, until the new term begins.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'عمليات إزالة المياه البيضاء في ريف السند بباكستان',
      en: 'Cataract surgery for villagers in rural Sindh, Pakistan',
    },
    shortDesc: {
      ar: '<p>مخيم جراحي يعيد البصر إلى 500 مريض فقير بعمليات إزالة المياه البيضاء وزراعة العدسات، بتكلفة 50 يورو للعملية.</p>',
      en: '<p>A surgical eye camp to restore the sight of 500 patients living in poverty through cataract removal and lens implants, at 50 euros per operation.</p>',
    },
    content: {
      ar: [
        '<p>المياه البيضاء من أكثر أسباب العمى شيوعًا في الأرياف الفقيرة، مع أن علاجها عملية قصيرة لا تتجاوز نصف ساعة. وفي ريف إقليم السند بباكستان ينتظر آلاف المرضى هذه العملية سنوات لعجزهم عن تكاليفها.</p>',
        '<p>تنظّم الحملة مخيمًا جراحيًا بالتعاون مع مستشفى عيون مرخّص، تُجرى فيه 500 عملية لإزالة المياه البيضاء وزراعة العدسات، وتشمل الفحص قبل العملية والمتابعة بعدها والأدوية والنظارات.</p>',
        '<p>تكلفة العملية الواحدة 50 يورو. وتبرعك قد يعيد أمًّا إلى رؤية وجوه أبنائها، أو يعيد أبًا إلى عمله ورزق أسرته.</p>',
      ].join(''),
      en: [
        '<p>Cataracts are one of the most common causes of blindness in poor rural areas, even though treatment takes less than half an hour. In rural Sindh, thousands of patients wait years for this operation because they cannot afford it.</p>',
        '<p>The campaign organises a surgical camp with a licensed eye hospital to carry out 500 cataract operations with lens implants, including pre-operative checks, follow-up, medication and glasses.</p>',
        '<p>Each operation costs 50 euros. Your gift could let a mother see her children’s faces again, or send a father back to work to provide for his family.</p>',
      ].join(''),
    },
    categoryKey: 'health',
    charityKey: 'rahma',
    goal: 25000,
    currency: 'EUR',
    state: 'pending',
    startOffsetDays: 0,
    totalDays: 45,
    raisedShare: 0,
    theme: 'health',
    featured: false,
  },

  // Saqya Al-Namaa Charitable Foundation (United Arab Emirates)
  {
    name: {
      ar: 'حفر بئر ارتوازية تعمل بالطاقة الشمسية في شرق تشاد',
      en: 'A solar-powered borehole for a village in eastern Chad',
    },
    shortDesc: {
      ar: '<p>بئر ارتوازية عميقة بمضخة شمسية وخزان ونقاط سقيا، تروي نحو 1,500 شخص وتغنيهم عن مشي الساعات لجلب الماء.</p>',
      en: '<p>A deep borehole with a solar pump, storage tank and tap stands, giving about 1,500 people water close to home instead of hours of walking.</p>',
    },
    content: {
      ar: [
        '<p>في قرية بولاية وادي فيرا شرق تشاد، تقطع النساء والفتيات مسافات طويلة كل يوم لجلب ماء غير صالح للشرب من مجرى موسمي يجف في الصيف. تهدف هذه الحملة إلى حفر بئر ارتوازية تنهي هذه المعاناة.</p>',
        '<h3>مكونات المشروع</h3>',
        '<ul><li>حفر بئر بعمق يتراوح بين 80 و100 متر بحسب الدراسة الجيولوجية</li><li>مضخة تعمل بالطاقة الشمسية لا تحتاج إلى وقود</li><li>خزان سعته 10,000 لتر وأربع نقاط سقيا ومشرب للماشية</li></ul>',
        '<p>يستغرق التنفيذ نحو ثمانية أسابيع، وتُدرَّب لجنة من أهل القرية على تشغيل البئر وصيانتها، ويُحلَّل الماء في مختبر معتمد قبل تسليمها.</p>',
        '<p>«إذا مات الإنسان انقطع عنه عمله إلا من ثلاث: صدقة جارية...». وبئر يشرب منها الناس سنوات طويلة من أجلى صور الصدقة الجارية.</p>',
      ].join(''),
      en: [
        '<p>In a village in Wadi Fira province, eastern Chad, women and girls walk long distances every day to fetch unsafe water from a seasonal stream that dries up in summer. This campaign will drill a borehole to end that daily ordeal.</p>',
        '<h3>What the project includes</h3>',
        '<ul><li>Drilling to a depth of 80 to 100 metres, depending on the geological survey</li><li>A solar-powered pump that needs no fuel</li><li>A 10,000-litre tank, four tap stands and a trough for livestock</li></ul>',
        '<p>The work takes around eight weeks. A village committee is trained to run and maintain the well, and the water quality is checked by an accredited laboratory before handover.</p>',
        '<p>“When a person dies, their deeds come to an end except for three: ongoing charity…” A well that people drink from for years to come is ongoing charity in its clearest form.</p>',
      ].join(''),
    },
    categoryKey: 'water',
    charityKey: 'saqya',
    goal: 85000,
    currency: 'AED',
    state: 'published',
    startOffsetDays: -16,
    totalDays: 60,
    raisedShare: 0.58,
    theme: 'water',
    featured: true,
    gallery: ['water', 'community', 'relief'],
    updates: [
      {
        daysAgo: 13,
        title: { ar: 'اختيار موقع الحفر بعد المسح', en: 'Survey done, drilling site chosen' },
        content: {
          ar: '<p>أنهى المهندسون المسح الجيولوجي واختاروا موقع البئر على بعد 300 متر من القرية، حيث وُجدت مياه جوفية على عمق 80 مترًا.</p>',
          en: '<p>Engineers have finished the geological survey and chosen a site 300 metres from the village, where groundwater was found at a depth of 80 metres.</p>',
        },
      },
      {
        daysAgo: 4,
        title: { ar: 'آلة الحفر في الطريق', en: 'The drilling rig is on its way' },
        content: {
          ar: '<p>انطلقت آلة الحفر من أبشي نحو القرية، ونتوقع بدء العمل خلال أسبوع إن شاء الله.</p>',
          en: '<p>The drilling rig has left Abéché for the village, and we expect work to start within a week.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'ماء بارد للصائمين في المساجد',
      en: 'Chilled water for worshippers at mosques',
    },
    shortDesc: {
      ar: '<p>برادات مياه في المساجد وعبوات ماء تُوزَّع عند الإفطار، ليجد الصائم شربة ماء باردة حيثما صلّى.</p>',
      en: '<p>Water coolers in mosques and bottled water at iftar, so every fasting worshipper can find a cold drink wherever they pray.</p>',
    },
    content: {
      ar: [
        '<p>قال النبي ﷺ لمن سأله عن أفضل الصدقة: «سقي الماء». وفي ليالي رمضان يحتاج المصلون في المساجد إلى الماء البارد بعد يوم طويل من الصيام.</p>',
        '<p>تركّب هذه الحملة 25 برادة مياه في مساجد رأس الخيمة والفجيرة والطرق المؤدية إليها، وتوزّع 40,000 عبوة ماء عند الإفطار وبعد صلاة التراويح.</p>',
        '<p>تبقى البرادات في المساجد بعد رمضان، فيستمر أجرها ما دام الناس يشربون منها، وتتكفل المؤسسة بصيانتها مدة سنتين.</p>',
      ].join(''),
      en: [
        '<p>When the Prophet ﷺ was asked which charity is best, he answered: “Giving water to drink.” On Ramadan nights, worshippers need cold water after a long day of fasting.</p>',
        '<p>This campaign installs 25 water coolers in mosques in Ras Al Khaimah and Fujairah and on the roads leading to them, and hands out 40,000 bottles of water at iftar and after Taraweeh.</p>',
        '<p>The coolers stay in place after Ramadan, so the reward continues as long as people drink from them, and the foundation maintains them for two years.</p>',
      ].join(''),
    },
    categoryKey: 'water',
    charityKey: 'saqya',
    goal: 35000,
    currency: 'AED',
    state: 'completed',
    startOffsetDays: -6,
    totalDays: 30,
    raisedShare: 1.04,
    theme: 'water',
    featured: false,
    gallery: ['water', 'mosque'],
    updates: [
      {
        daysAgo: 4,
        title: { ar: 'تركيب برادات مياه في 20 مسجدًا', en: 'Water coolers installed in 20 mosques' },
        content: {
          ar: '<p>رُكّبت برادات المياه في 20 مسجدًا، وتُملأ يوميًا بعد العصر ليجد الصائمون ماءً باردًا عند الإفطار.</p>',
          en: '<p>Water coolers have been installed in 20 mosques and are refilled every afternoon, so people who are fasting find cold water at iftar.</p>',
        },
      },
      {
        daysAgo: 1,
        title: { ar: 'اكتمال الهدف في أقل من أسبوع', en: 'Goal reached in under a week' },
        content: {
          ar: '<p>اكتمل هدف الحملة في أقل من أسبوع، وسنخصص أي تبرعات إضافية لتوفير الماء في مصليات العيد.</p>',
          en: '<p>The campaign reached its goal in under a week. Any further gifts will provide water at the Eid prayer grounds.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'محطة تحلية صغيرة لقرية ساحلية في الصومال',
      en: 'A small desalination plant for a coastal village in Somalia',
    },
    shortDesc: {
      ar: '<p>محطة تحلية تعمل بالطاقة الشمسية تنتج 20,000 لتر يوميًا من الماء النقي لنحو 3,000 شخص يعتمدون اليوم على آبار مالحة.</p>',
      en: '<p>A solar-powered desalination unit producing 20,000 litres of clean water a day for about 3,000 people who now rely on salty wells.</p>',
    },
    content: {
      ar: [
        '<p>يعتمد أهالي قرية ساحلية في شمال شرق الصومال على آبار مالحة تسبب أمراض الكلى والجهاز الهضمي، خاصة عند الأطفال وكبار السن، ولا تصلهم شبكة مياه عامة.</p>',
        '<p>تهدف الحملة إلى إنشاء محطة تحلية بتقنية التناضح العكسي تعمل بالطاقة الشمسية، بطاقة إنتاجية تبلغ 20,000 لتر يوميًا، مع خزانات ونقاط توزيع في أحياء القرية.</p>',
        '<p>يشمل المشروع تدريب فنيين من أبناء القرية على التشغيل والصيانة، وتوفير قطع الغيار الأساسية لمدة سنتين، لضمان استمرار المحطة بعد تسليمها.</p>',
      ].join(''),
      en: [
        '<p>The people of a coastal village in north-eastern Somalia depend on salty wells that cause kidney and digestive illnesses, especially among children and the elderly, and there is no public water network.</p>',
        '<p>The campaign aims to build a solar-powered reverse-osmosis plant producing 20,000 litres a day, with storage tanks and distribution points across the village.</p>',
        '<p>The project includes training technicians from the village to run and maintain the plant, and two years of essential spare parts, so that it keeps working long after handover.</p>',
      ].join(''),
    },
    categoryKey: 'water',
    charityKey: 'saqya',
    goal: 95000,
    currency: 'USD',
    state: 'paused',
    startOffsetDays: -28,
    totalDays: 75,
    raisedShare: 0.27,
    theme: 'water',
    featured: false,
    gallery: ['water', 'relief'],
    updates: [
      {
        daysAgo: 21,
        title: { ar: 'الاتفاق على الموقع مع وجهاء القرية', en: 'Site agreed with the village elders' },
        content: {
          ar: '<p>اتفقنا مع وجهاء القرية على موقع المحطة قرب الشاطئ، وبدأنا إجراءات استيراد وحدة التحلية.</p>',
          en: '<p>We have agreed the plant’s site near the shore with the village elders and started importing the desalination unit.</p>',
        },
      },
      {
        daysAgo: 5,
        title: { ar: 'توقف مؤقت لحين تخليص الوحدة', en: 'Paused while the unit clears customs' },
        content: {
          ar: '<p>أوقفنا التبرعات مؤقتًا حتى تُخلَّص وحدة التحلية من الجمارك، فموعد التركيب مرهون بوصولها. سنوافيكم بالتفاصيل.</p>',
          en: '<p>We have paused donations until the desalination unit clears customs, since the installation date depends on its arrival. We will be back with news.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'إعادة بناء مسجد قرية في سولاويزي الوسطى بإندونيسيا',
      en: 'Rebuilding a village mosque in Central Sulawesi, Indonesia',
    },
    shortDesc: {
      ar: '<p>إعادة بناء مسجد دمّره الزلزال بتصميم مقاوم للهزات، يتسع لـ350 مصليًا وتلحق به قاعة لتحفيظ القرآن.</p>',
      en: '<p>Rebuilding an earthquake-damaged mosque to a quake-resistant design, with room for 350 worshippers and a Qur’an classroom.</p>',
    },
    content: {
      ar: [
        '<p>دمّر زلزال قوي وما تبعه من تسونامي مسجد قرية صغيرة قرب مدينة بالو في سولاويزي الوسطى، ولا يزال أهلها يصلّون في مبنى مؤقت من الخشب والصفيح لا يقيهم المطر ولا الحر.</p>',
        '<p>تعيد الحملة بناء المسجد بتصميم هندسي مقاوم للزلازل يتسع لـ350 مصليًا، مع مصلى للنساء، وقاعة لتحفيظ القرآن، ودورات مياه وأماكن للوضوء.</p>',
        '<p>يُنفَّذ البناء بالتعاون مع مقاول محلي تحت إشراف مهندس معتمد، ويُتوقع أن يستغرق ستة أشهر، وتُنشر صور مراحل البناء على صفحة الحملة أولًا بأول.</p>',
        '<p>«من بنى مسجدًا لله بنى الله له في الجنة مثله». فكن شريكًا في بيت من بيوت الله يُرفع فيه الأذان من جديد.</p>',
      ].join(''),
      en: [
        '<p>A powerful earthquake and the tsunami that followed destroyed the mosque of a small village near Palu in Central Sulawesi. Villagers still pray in a makeshift building of timber and corrugated iron that keeps out neither rain nor heat.</p>',
        '<p>The campaign will rebuild the mosque to an earthquake-resistant design for 350 worshippers, with a women’s prayer area, a Qur’an classroom, washrooms and ablution facilities.</p>',
        '<p>Construction is carried out by a local contractor under the supervision of a certified engineer and is expected to take six months. Photographs of each stage will be posted on the campaign page as work progresses.</p>',
        '<p>“Whoever builds a mosque for God, God will build for him the like of it in Paradise.” Be part of a house of God where the call to prayer will ring out once more.</p>',
      ].join(''),
    },
    categoryKey: 'mosques',
    charityKey: 'saqya',
    goal: 140000,
    currency: 'AED',
    state: 'published',
    startOffsetDays: -35,
    totalDays: 60,
    raisedShare: 0.44,
    theme: 'mosque',
    featured: false,
    gallery: ['mosque', 'community', 'lantern', 'relief'],
    updates: [
      {
        daysAgo: 30,
        title: { ar: 'إزالة الأنقاض وصب الأساسات', en: 'Rubble cleared and foundations laid' },
        content: {
          ar: '<p>أزال أهالي القرية أنقاض المسجد القديم بأيديهم، وصُبّت الأساسات الجديدة وفق معايير مقاومة الزلازل.</p>',
          en: '<p>Villagers cleared the rubble of the old mosque by hand, and new foundations have been poured to earthquake-resistant standards.</p>',
        },
      },
      {
        daysAgo: 15,
        title: { ar: 'ارتفاع الجدران حتى السقف', en: 'Walls up to the roof line' },
        content: {
          ar: '<p>ارتفعت الجدران حتى مستوى السقف، ويبدأ الأسبوع القادم العمل على سقف خفيف من الحديد المجلفن.</p>',
          en: '<p>The walls are up to the roof line, and work starts next week on a light galvanised-steel roof.</p>',
        },
      },
      {
        daysAgo: 3,
        title: { ar: 'أول صلاة في القاعة الجديدة', en: 'The first prayer in the new hall' },
        content: {
          ar: '<p>صلّى أهل القرية أول صلاة تراويح في القاعة الجديدة قبل اكتمال التشطيبات، وبقي تركيب النوافذ ودورات المياه.</p>',
          en: '<p>The village prayed its first Taraweeh in the new hall, even though the finishing work is not done yet. Windows and washrooms are still to come.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'قوافل طبية متنقلة في ريف السودان',
      en: 'Mobile medical convoys in rural Sudan',
    },
    shortDesc: {
      ar: '<p>عشر قوافل طبية تجوب قرى ولاية النيل الأبيض، تقدّم الكشف والعلاج والعمليات الصغرى مجانًا لنحو 15,000 مريض.</p>',
      en: '<p>Ten medical convoys touring villages in White Nile state, offering free consultations, treatment and minor surgery to around 15,000 patients.</p>',
    },
    content: {
      ar: [
        '<p>توقّف كثير من المرافق الصحية في السودان عن العمل، وصار الوصول إلى طبيب في الأرياف رحلة شاقة ومكلفة. تنظّم هذه الحملة عشر قوافل طبية متنقلة في قرى ولاية النيل الأبيض.</p>',
        '<h3>ماذا تقدّم كل قافلة؟</h3>',
        '<ul><li>عيادات للباطنية والأطفال والنساء والولادة</li><li>عمليات صغرى وفحوص مخبرية أساسية</li><li>صرف الأدوية مجانًا وتوعية صحية للأمهات</li></ul>',
        '<p>تعمل كل قافلة خمسة أيام، ويشارك فيها أطباء وممرضون سودانيون، بتكلفة 30,000 ريال للقافلة الواحدة شاملة الأدوية والنقل والإقامة.</p>',
        '<p>تُحال الحالات التي تحتاج إلى جراحة كبرى أو متابعة طويلة إلى مستشفيات متعاونة، وتتحمل الحملة تكاليف نقل المرضى إليها. ويُنشر بعد كل قافلة تقرير بعدد المرضى وأبرز الحالات التي عولجت.</p>',
      ].join(''),
      en: [
        '<p>Many health facilities in Sudan have stopped working, and seeing a doctor in the countryside has become a long and costly journey. This campaign organises ten mobile medical convoys to villages in White Nile state.</p>',
        '<h3>What each convoy offers</h3>',
        '<ul><li>Clinics for general medicine, paediatrics, and women’s health and maternity</li><li>Minor surgery and basic laboratory checks</li><li>Free medicines and health advice for mothers</li></ul>',
        '<p>Each convoy runs for five days with Sudanese doctors and nurses and costs 30,000 riyals, including medicines, transport and accommodation.</p>',
        '<p>Patients who need major surgery or longer follow-up are referred to partner hospitals, and the campaign pays for their transport. After each convoy, a report is published with the number of patients seen and the main conditions treated.</p>',
      ].join(''),
    },
    categoryKey: 'health',
    charityKey: 'saqya',
    goal: 300000,
    currency: 'SAR',
    state: 'paused',
    startOffsetDays: -20,
    totalDays: 50,
    raisedShare: 0.52,
    theme: 'health',
    featured: false,
    gallery: ['health', 'relief', 'community'],
    updates: [
      {
        daysAgo: 16,
        title: { ar: 'القافلة الأولى تعالج 640 مريضًا', en: 'The first convoy treats 640 patients' },
        content: {
          ar: '<p>عالجت القافلة الطبية الأولى 640 مريضًا في ثلاث قرى بولاية الجزيرة، وأُحيلت 22 حالة إلى مستشفى ود مدني.</p>',
          en: '<p>The first medical convoy treated 640 patients in three villages in Al Jazirah State and referred 22 cases to the hospital in Wad Madani.</p>',
        },
      },
      {
        daysAgo: 3,
        title: { ar: 'تعليق القوافل حرصًا على السلامة', en: 'Convoys on hold for safety' },
        content: {
          ar: '<p>علّقنا القوافل مؤقتًا بسبب الأوضاع الأمنية على الطرق، وأوقفنا استقبال التبرعات حتى نتمكن من استئنافها.</p>',
          en: '<p>We have put the convoys on hold because of the security situation on the roads, and paused donations until they can resume.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'سلال رمضان لأسر قرى الصعيد',
      en: 'Ramadan baskets for village families in Upper Egypt',
    },
    shortDesc: {
      ar: '<p>سلة رمضانية متكاملة لألفي أسرة في قرى محافظتي سوهاج وقنا، تكفيها احتياجاتها الأساسية طوال الشهر.</p>',
      en: '<p>A full Ramadan basket for two thousand families in the villages of Sohag and Qena, covering their basic needs for the month.</p>',
    },
    content: {
      ar: [
        '<p>تعاني أسر كثيرة في قرى صعيد مصر من ارتفاع أسعار المواد الغذائية، ويأتي رمضان بأعباء إضافية على ميزانيات محدودة أصلًا. تهدف هذه الحملة إلى إيصال 2,000 سلة رمضانية إلى أسر في محافظتي سوهاج وقنا.</p>',
        '<p>تحتوي السلة على الأرز والمكرونة والزيت والسكر والعدس والفول والتمر والشاي، وتكلفتها 750 جنيهًا مصريًا.</p>',
        '<p>تُنفَّذ الحملة مع جمعيات أهلية مرخّصة في القرى نفسها، تعرف أهلها وتصل إلى الأسر المتعففة، وتُسلَّم السلال في البيوت أو عبر مراكز توزيع منظمة.</p>',
      ].join(''),
      en: [
        '<p>Many families in the villages of Upper Egypt are struggling with rising food prices, and Ramadan puts extra strain on already tight budgets. This campaign aims to deliver 2,000 Ramadan baskets to families in Sohag and Qena.</p>',
        '<p>Each basket holds rice, pasta, oil, sugar, lentils, fava beans, dates and tea, and costs 750 Egyptian pounds.</p>',
        '<p>The campaign works with licensed community associations in the villages themselves, which know their neighbours and can reach families too proud to ask. Baskets are delivered to homes or through organised distribution points.</p>',
      ].join(''),
    },
    categoryKey: 'food-baskets',
    charityKey: 'saqya',
    goal: 1500000,
    currency: 'EGP',
    state: 'published',
    startOffsetDays: -9,
    totalDays: 40,
    raisedShare: 0.36,
    theme: 'dates',
    featured: false,
    gallery: ['dates', 'family', 'lantern'],
    updates: [
      {
        daysAgo: 7,
        title: { ar: 'تسجيل الأسر في سوهاج وقنا', en: 'Families registered in Sohag and Qena' },
        content: {
          ar: '<p>سجّلنا 900 أسرة في قرى سوهاج وقنا بالتعاون مع لجان الزكاة في المساجد، وبدأ تجهيز السلال في المخزن.</p>',
          en: '<p>We have registered 900 families in the villages of Sohag and Qena with the help of mosque zakat committees, and packing has begun at the warehouse.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'آبار سطحية لقرى إقليم تاهوا في النيجر',
      en: 'Shallow wells for villages in the Tahoua region of Niger',
    },
    shortDesc: {
      ar: '<p>اثنتا عشرة بئرًا سطحية بمضخات يدوية لقرى نائية في النيجر، تكلفة الواحدة منها 5,000 درهم.</p>',
      en: '<p>Twelve shallow wells with hand pumps for remote villages in Niger, each costing 5,000 dirhams.</p>',
    },
    content: {
      ar: [
        '<p>في قرى إقليم تاهوا بالنيجر يشرب الناس من برك مكشوفة تتقاسمها معهم الماشية، فتنتشر الأمراض المنقولة بالمياه بين الأطفال. استهدفت هذه الحملة حفر 12 بئرًا سطحية في 12 قرية.</p>',
        '<p>تُحفر البئر بعمق يتراوح بين 20 و40 مترًا، وتُبطَّن بالإسمنت وتُغطى بإحكام، وتُركَّب عليها مضخة يدوية سهلة الصيانة.</p>',
        '<p>تكلفة البئر الواحدة 5,000 درهم، وتخدم ما بين 300 و500 شخص. وتُسمّى البئر باسم المتبرع أو من يحب إذا تكفّل بتكلفتها كاملة.</p>',
      ].join(''),
      en: [
        '<p>In villages in Niger’s Tahoua region, people drink from open ponds shared with livestock, and waterborne diseases spread among children. This campaign set out to dig 12 shallow wells in 12 villages.</p>',
        '<p>Each well is dug to a depth of 20 to 40 metres, lined with concrete, tightly covered and fitted with an easy-to-maintain hand pump.</p>',
        '<p>A well costs 5,000 dirhams and serves between 300 and 500 people. Donors who fund a whole well can have it named after themselves or a loved one.</p>',
      ].join(''),
    },
    categoryKey: 'water',
    charityKey: 'saqya',
    goal: 60000,
    currency: 'AED',
    state: 'ended',
    startOffsetDays: -100,
    totalDays: 70,
    raisedShare: 0.72,
    theme: 'water',
    featured: false,
    gallery: ['water', 'community', 'family'],
    updates: [
      {
        daysAgo: 75,
        title: { ar: 'حفر الآبار الثلاث الأولى', en: 'The first three wells dug' },
        content: {
          ar: '<p>حُفرت أول ثلاث آبار سطحية في قرى إقليم تاهوا، وبُطّنت بالخرسانة لحمايتها من الانهيار في موسم الأمطار.</p>',
          en: '<p>The first three shallow wells have been dug in villages of the Tahoua region and lined with concrete to stop them collapsing in the rainy season.</p>',
        },
      },
      {
        daysAgo: 40,
        title: { ar: 'سبع آبار في الخدمة', en: 'Seven wells now in use' },
        content: {
          ar: '<p>أصبحت سبع آبار في الخدمة، يستقي منها نحو 4,000 شخص ومواشيهم، وتدير كل بئر لجنة من أهل القرية.</p>',
          en: '<p>Seven wells are now in use, serving about 4,000 people and their livestock. Each well is run by a committee of villagers.</p>',
        },
      },
      {
        daysAgo: 28,
        title: { ar: 'انتهاء الحملة: شكرًا لكم', en: 'Campaign closed: thank you' },
        content: {
          ar: '<p>انتهت مدة الحملة بعد جمع 72% من الهدف، وهو ما كفى لحفر سبع آبار من عشر، وسنطرح الآبار الثلاث الباقية في حملة قادمة.</p>',
          en: '<p>The campaign has closed at 72% of its goal, enough for seven of the ten wells. The remaining three will be part of a future campaign.</p>',
        },
      },
    ],
  },
  {
    name: {
      ar: 'زكاة الفطر لأسر المخيمات في شمال العراق',
      en: 'Zakat al-Fitr for families in camps in northern Iraq',
    },
    shortDesc: {
      ar: '<p>إيصال زكاة الفطر طعامًا إلى الأسر النازحة في مخيمات محافظة دهوك قبل صلاة العيد.</p>',
      en: '<p>Delivering Zakat al-Fitr as food to displaced families in camps in Duhok governorate before the Eid prayer.</p>',
    },
    content: {
      ar: [
        '<p>لا تزال آلاف الأسر النازحة تعيش في مخيمات محافظة دهوك منذ سنوات، ويعتمد كثير منها على المساعدات في تأمين طعامها. تحمل هذه الحملة زكاة الفطر إلى هذه الأسر قبل العيد.</p>',
        '<p>قيمة زكاة الفطر عن الفرد 25 ريالًا، تُشترى بها حصة من الأرز والطحين من الأسواق المحلية، وتُسلَّم إلى الأسر عبر شريك ميداني يعمل في المخيمات.</p>',
        '<p>تهدف الحملة إلى إيصال زكاة 2,800 شخص، ويكتمل التوزيع قبل صلاة العيد، ثم يُنشر تقرير بعدد الأسر المستفيدة.</p>',
      ].join(''),
      en: [
        '<p>Thousands of displaced families have lived in camps in Duhok governorate for years, and many rely on aid to put food on the table. This campaign carries Zakat al-Fitr to these families before Eid.</p>',
        '<p>Zakat al-Fitr is 25 riyals per person, used to buy a share of rice and flour in local markets, which is handed to families by a field partner working in the camps.</p>',
        '<p>The campaign aims to deliver the zakat of 2,800 people, with distribution completed before the Eid prayer, followed by a report on the number of families reached.</p>',
      ].join(''),
    },
    categoryKey: 'zakat',
    charityKey: 'saqya',
    goal: 70000,
    currency: 'SAR',
    state: 'rejected',
    startOffsetDays: 2,
    totalDays: 30,
    raisedShare: 0,
    theme: 'zakat',
    featured: false,
  },

  // Amal Al-Mahrousa Development Association (Egypt), awaiting approval
  {
    name: {
      ar: 'موائد الرحمن في أحياء القاهرة الشعبية',
      en: 'Iftar tables in Cairo’s working-class neighbourhoods',
    },
    shortDesc: {
      ar: '<p>موائد إفطار يومية في شبرا والمطرية وعين شمس، تقدّم وجبة ساخنة لكل صائم يمرّ بها، بتكلفة 45 جنيهًا للوجبة.</p>',
      en: '<p>Daily iftar tables in Shubra, Matariya and Ain Shams, serving a hot meal to every fasting person who passes by, at 45 Egyptian pounds a meal.</p>',
    },
    content: {
      ar: [
        '<p>موائد الرحمن من أجمل عادات رمضان في مصر، يجلس إليها العامل والطالب المغترب وعابر السبيل جنبًا إلى جنب. تسعى هذه الحملة إلى تقديم 20,000 وجبة إفطار في ثلاثة أحياء شعبية بالقاهرة.</p>',
        '<p>تتكون الوجبة من الأرز والخضار واللحم أو الدجاج، مع التمر والعصير، وتُطبخ يوميًا في مطبخ الجمعية على أيدي طهاة من أهل الحي.</p>',
        '<p>يشارك في تنظيم الموائد وتقديم الطعام متطوعون من شباب المنطقة، وتُنشر أعداد الوجبات المقدمة أسبوعيًا على صفحة الحملة.</p>',
      ].join(''),
      en: [
        '<p>Iftar tables open to all are one of Egypt’s most loved Ramadan traditions, where labourers, students far from home and passing travellers sit side by side. This campaign aims to serve 20,000 iftar meals in three working-class districts of Cairo.</p>',
        '<p>Each meal of rice, vegetables and meat or chicken, with dates and juice, is cooked every day in the association’s kitchen by cooks from the neighbourhood.</p>',
        '<p>Young volunteers from the area help set up the tables and serve the food, and the number of meals served is posted weekly on the campaign page.</p>',
      ].join(''),
    },
    categoryKey: 'iftar',
    charityKey: 'amal',
    goal: 900000,
    currency: 'EGP',
    state: 'pending',
    startOffsetDays: 5,
    totalDays: 30,
    raisedShare: 0,
    theme: 'iftar',
    featured: false,
  },
  {
    name: {
      ar: 'فصول محو الأمية للأمهات في قرى المنيا',
      en: 'Literacy classes for mothers in the villages of Minya',
    },
    shortDesc: {
      ar: '<p>خمسة وعشرون فصلًا لمحو الأمية تتعلم فيها 500 أم القراءة والكتابة والحساب، لتتابع دراسة أبنائها وتدير شؤون بيتها بثقة.</p>',
      en: '<p>Twenty-five literacy classes where 500 mothers learn to read, write and count, so they can follow their children’s schooling and run their households with confidence.</p>',
    },
    content: {
      ar: [
        '<p>في قرى محافظة المنيا أمهات كثيرات لم تُتح لهن فرصة التعليم، فلا يستطعن قراءة وصفة دواء أو متابعة واجبات أبنائهن. تنظّم هذه الحملة 25 فصلًا لمحو الأمية تضم 500 أم.</p>',
        '<p>يستمر البرنامج تسعة أشهر، بواقع ثلاث حصص أسبوعيًا في مراكز قريبة من البيوت، مع توفير الكتب والأدوات وركن لرعاية الأطفال الصغار أثناء الدرس.</p>',
        '<p>تكلفة تعليم الأم الواحدة 700 جنيه مصري، وتتقدم الدارسات في نهاية البرنامج لامتحان رسمي يمنحهن شهادة محو الأمية.</p>',
      ].join(''),
      en: [
        '<p>In the villages of Minya, many mothers never had the chance to go to school and cannot read a prescription or help with their children’s homework. This campaign runs 25 literacy classes for 500 mothers.</p>',
        '<p>The programme lasts nine months, with three lessons a week at centres close to home. Books and materials are provided, along with a childcare corner for little ones during lessons.</p>',
        '<p>It costs 700 Egyptian pounds to teach one mother, and at the end of the programme learners sit an official exam for a literacy certificate.</p>',
      ].join(''),
    },
    categoryKey: 'education',
    charityKey: 'amal',
    goal: 350000,
    currency: 'EGP',
    state: 'pending',
    startOffsetDays: 10,
    totalDays: 90,
    raisedShare: 0,
    theme: 'education',
    featured: false,
  },
];
