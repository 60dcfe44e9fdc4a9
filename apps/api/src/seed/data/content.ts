// Editorial content: static pages, terms, FAQs, blog posts, success stories and videos.

import type { BlogSeed, FaqSeed, PageSeed, StorySeed, VideoSeed } from './types.ts';

export const pages: PageSeed[] = [
  {
    title: { ar: 'سياسة الخصوصية', en: 'Privacy policy' },
    content: {
      ar: [
        'تحترم منصة عطاء خصوصية المتبرعين والجهات الخيرية، وتلتزم بحماية بياناتهم الشخصية وفق نظام حماية البيانات الشخصية في المملكة العربية السعودية والأنظمة ذات الصلة. توضح هذه السياسة ما نجمعه من بيانات، ولماذا نجمعها، وكيف نستخدمها ونحفظها.',
        'نجمع البيانات التي تقدّمها لنا بنفسك عند إنشاء الحساب أو التبرع، مثل الاسم والبريد الإلكتروني ورقم الجوال والدولة، إضافة إلى سجل تبرعاتك والحملات التي دعمتها. أما بيانات البطاقات المصرفية فلا نحفظها على خوادمنا مطلقًا، إذ تُعالَج المدفوعات مباشرة لدى مزوّد دفع مرخّص ومعتمد وفق معيار أمان بيانات صناعة بطاقات الدفع (PCI DSS).',
        'نستخدم بياناتك لإتمام تبرعاتك وإصدار الإيصالات الإلكترونية، ولإرسال تقارير الإنجاز عن الحملات التي أسهمت فيها، وللتواصل معك بشأن حسابك. ولن نرسل إليك رسائل تعريفية بالحملات الجديدة إلا بموافقتك، ويمكنك إيقافها في أي وقت من إعدادات الحساب.',
        'نشارك مع الجهة الخيرية المنفّذة للحملة الحد الأدنى من البيانات اللازم لإصدار الإيصال ومتابعة التبرع. وإذا اخترت التبرع دون إظهار اسمك فلن يظهر اسمك في قائمة المتبرعين على صفحة الحملة. ولا نبيع بياناتك ولا نؤجّرها لأي طرف، ولا نكشف عنها إلا بطلب من جهة رسمية مختصة.',
        'نحمي بياناتك بالتشفير أثناء نقلها وتخزينها، ونقصر الاطلاع عليها على الموظفين الذين تتطلب أعمالهم ذلك. ونحتفظ بسجلات التبرعات المدة التي تفرضها الأنظمة المالية، ثم نحذفها أو نُخفي ما يدل على هويتك فيها.',
        'يحق لك الاطلاع على بياناتك وتصحيحها وطلب حذف حسابك في أي وقت، من صفحة الحساب أو بمراسلة فريق الدعم. وقد نحدّث هذه السياسة من حين لآخر، وسنُعلمك بأي تغيير جوهري عبر البريد الإلكتروني أو إشعار داخل المنصة قبل سريانه.',
      ].join('\n\n'),
      en: [
        'Ataa respects the privacy of every donor and charity that uses the platform. We protect personal data in line with the Saudi Personal Data Protection Law and related regulations. This policy explains what we collect, why we collect it, and how we use and keep it.',
        'We collect the details you give us when you create an account or make a donation: your name, email address, mobile number and country, together with your donation history and the campaigns you have supported. We never store card details on our servers. Payments are processed directly by a licensed payment provider certified under the Payment Card Industry Data Security Standard (PCI DSS).',
        'Your data is used to complete your donations, issue electronic receipts, send you progress reports on the campaigns you have supported and contact you about your account. We will only send you news about new campaigns if you have opted in, and you can switch this off at any time in your account settings.',
        'The charity running a campaign receives only the minimum information it needs to issue a receipt and follow up on your donation. If you choose to give anonymously, your name will not appear in the campaign’s list of donors. We never sell or rent your data, and we disclose it only when formally required to do so by a competent authority.',
        'Your data is encrypted in transit and at rest, and access is limited to staff whose work requires it. Donation records are kept for as long as financial regulations require, after which they are deleted or stripped of anything that identifies you.',
        'You may view, correct or ask us to delete your data at any time, either from your account page or by writing to our support team. We may update this policy from time to time; if we make a significant change, we will let you know by email or through a notice on the platform before it takes effect.',
      ].join('\n\n'),
    },
  },
  {
    title: { ar: 'سياسة الاسترداد', en: 'Refund policy' },
    content: {
      ar: [
        'الأصل في التبرع عبر منصة عطاء أنه نهائي بمجرد إتمامه، لأن الجهات الخيرية تبدأ بتوجيه الأموال إلى مستحقيها في أقرب وقت، ولا سيما في شهر رمضان حيث تُشترى الوجبات والسلال يوميًا. ومع ذلك نتفهم أن الأخطاء واردة، ولذلك وضعنا هذه السياسة لمعالجتها بعدل ووضوح.',
        'يحق لك طلب استرداد تبرعك خلال 7 أيام من تاريخه في الحالات الآتية: إذا تكررت العملية بسبب خلل تقني، أو إذا أُدخل مبلغ يختلف بوضوح عن المبلغ الذي قصدته، أو إذا نُفّذت العملية ببطاقتك دون إذن منك.',
        'لا يمكن استرداد المبالغ التي صُرفت فعلًا على المستفيدين، ولا زكاة الفطر بعد شراء الطعام وتسليمه إلى الأسر، ولا التبرعات التي مضى على إتمامها أكثر من 30 يومًا، إلا في حالات الاحتيال المثبتة.',
        'إذا أُوقفت حملة أو أُلغيت قبل تنفيذها، نُشعر المتبرعين بذلك، ثم تُحوَّل تبرعاتهم إلى حملة مماثلة في التصنيف نفسه ولدى جهة موثوقة، ما لم يطلب المتبرع استرداد مبلغه خلال 14 يومًا من تاريخ الإشعار.',
        'لتقديم طلب الاسترداد، راسل فريق الدعم من صفحة «تواصل معنا» مع ذكر رقم العملية وسبب الطلب. نرد على الطلبات خلال 3 أيام عمل، وعند الموافقة يُعاد المبلغ إلى وسيلة الدفع نفسها خلال مدة تتراوح بين 5 و14 يوم عمل بحسب البنك المُصدِر. وقد يختلف المبلغ المُعاد قليلًا بسبب فروق أسعار الصرف إذا كان التبرع بعملة غير الريال السعودي.',
      ].join('\n\n'),
      en: [
        'As a rule, a donation made through Ataa is final once it has gone through. Charities start putting funds to work quickly, especially during Ramadan, when meals and food baskets are bought every day. We know mistakes happen, though, so this policy sets out how we put them right fairly and clearly.',
        'You may ask for a refund within 7 days of your donation if the payment was duplicated because of a technical fault, if the amount charged is clearly different from the one you intended, or if your card was used without your permission.',
        'We cannot refund amounts that have already been spent on beneficiaries, Zakat al-Fitr once the food has been bought and handed to families, or donations made more than 30 days earlier, except in proven cases of fraud.',
        'If a campaign is stopped or cancelled before it is carried out, we will let its donors know. Their donations will then be moved to a similar campaign in the same category run by a trusted charity, unless a donor asks for a refund within 14 days of our notice.',
        'To request a refund, contact our support team through the Contact us page, giving the transaction number and the reason for your request. We reply within 3 working days. Approved refunds go back to the original payment method within 5 to 14 working days, depending on your bank. If you gave in a currency other than the Saudi riyal, the amount returned may differ slightly because of exchange-rate movements.',
      ].join('\n\n'),
    },
  },
  {
    title: { ar: 'كيف تصل تبرعاتكم', en: 'How donations are delivered' },
    content: {
      ar: [
        'كل تبرع على منصة عطاء يذهب إلى حملة محددة تديرها جهة خيرية مرخّصة، راجعنا وثائقها وسجلها قبل قبولها. فأنت تعرف منذ اللحظة الأولى من سينفّذ الحملة، وأين، ولمن.',
        'تُودَع التبرعات في حساب مخصص لدى المنصة، ثم تُحوَّل إلى الجهة الخيرية على دفعات وفق خطة التنفيذ المعتمدة للحملة. فلا تُصرف الدفعة التالية إلا بعد أن تقدّم الجهة ما يثبت إنجاز المرحلة السابقة.',
        'تتولى الجهة الخيرية التنفيذ الميداني: شراء المواد الغذائية من موردين معتمدين، أو التعاقد مع شركات الحفر والصيانة، أو تجهيز الوجبات اليومية، مع حفظ الفواتير والعقود وتقديمها عند المراجعة.',
        'بعد كل مرحلة تنشر الجهة على صفحة الحملة تقريرًا ميدانيًا يتضمن عدد المستفيدين وصورًا من مواقع التنفيذ تحفظ كرامة المستفيدين، ويصلك إشعار بذلك على بريدك الإلكتروني لتتابع أثر تبرعك بنفسك.',
        'للحملات المرتبطة بوقت محدد عناية خاصة: فزكاة الفطر تُسلَّم طعامًا إلى الأسر المستحقة قبل صلاة العيد، ووجبات الإفطار تُوزَّع يوميًا قبيل أذان المغرب طوال أيام الشهر.',
        'تصل قيمة تبرعك كاملة إلى الحملة التي اخترتها، إذ يتحمّل شركاء المنصة رسوم بوابات الدفع وتكاليف التشغيل، فلا يُقتطع من تبرعك شيء.',
      ].join('\n\n'),
      en: [
        'Every donation on Ataa goes to a specific campaign run by a licensed charity whose documents and track record we reviewed before accepting it. From the start, you know who will carry out the work, where, and for whom.',
        'Donations are held in a dedicated platform account and released to the charity in instalments, following the campaign’s approved delivery plan. Each new instalment is paid only once the charity has shown that the previous stage was completed.',
        'The charity handles the work on the ground: buying food from approved suppliers, contracting drilling or maintenance firms, or preparing the daily meals. It keeps every invoice and contract and makes them available for review.',
        'After each stage, the charity posts a field report on the campaign page with the number of people reached and photographs taken with respect for their dignity. You receive an email each time, so you can follow the impact of your gift for yourself.',
        'Campaigns tied to a specific time get special attention. Zakat al-Fitr is handed to eligible families as food before the Eid prayer, and iftar meals are distributed every day of the month shortly before the sunset call to prayer.',
        'The full value of your donation reaches the campaign you chose. Our partners cover payment gateway fees and running costs, so nothing is deducted from your gift.',
      ].join('\n\n'),
    },
  },
  {
    title: { ar: 'شروط الشراكة مع الجهات الخيرية', en: 'Charity partnership terms' },
    content: {
      ar: [
        'ترحب منصة عطاء بالجهات الخيرية التي تشاركنا حرصنا على إيصال الخير إلى مستحقيه بأمانة وإتقان. وتحدد هذه الشروط متطلبات الانضمام إلى المنصة والتزامات الجهة بعد قبولها.',
        'يُشترط لقبول الجهة أن تكون مرخّصة من الجهة الحكومية المختصة في بلدها وأن يكون ترخيصها ساريًا، وأن يكون لها حساب مصرفي باسمها، وأن تكون قد مارست العمل الخيري مدة لا تقل عن سنتين. وتُرفق عند التسجيل: الترخيص، وبيان أعضاء مجلس الإدارة، وخطاب الحساب المصرفي، وآخر قوائم مالية مدققة، وتفويض الشخص المخوَّل بالتوقيع.',
        'تخضع كل حملة للمراجعة قبل نشرها، للتأكد من وضوح هدفها، وواقعية ميزانيتها، ومعقولية مدتها، وتحديد الفئة المستفيدة منها. ويحق للمنصة طلب تعديل الحملة أو الاعتذار عن نشرها مع بيان السبب.',
        'تلتزم الجهة بصرف التبرعات على الغرض المعلن للحملة دون سواه، ولا يجوز لها تغيير هذا الغرض إلا بموافقة كتابية مسبقة من المنصة وبعد إشعار المتبرعين. كما تلتزم بنشر تقرير ميداني خلال 30 يومًا من إنجاز كل مرحلة، وبحفظ المستندات المالية مدة لا تقل عن خمس سنوات.',
        'تُحوَّل التبرعات إلى الجهة على دفعات مرتبطة بمراحل التنفيذ، وتُصرف الدفعة الأخيرة بعد اعتماد التقرير الختامي للحملة.',
        'تصون الجهة كرامة المستفيدين وخصوصيتهم، فلا تنشر صور الأطفال أو الأسر التي تُظهر وجوههم إلا بموافقة موثقة من أولياء أمورهم، ولا تنشر أي بيانات تدل على هوياتهم أو عناوينهم.',
        'يحق للمنصة إيقاف حملة أو تعليق حساب الجهة مؤقتًا إذا ثبت إخلالها بهذه الشروط، وتُوجَّه التبرعات القائمة حينئذ إلى حملات مماثلة وفق سياسة الاسترداد، مع احتفاظ المنصة بحقها في اتخاذ الإجراءات النظامية اللازمة.',
      ].join('\n\n'),
      en: [
        'Ataa welcomes charities that share our commitment to delivering help to those who need it, honestly and well. These terms set out what a charity needs in order to join the platform and what it undertakes once accepted.',
        'To be accepted, a charity must hold a valid licence from the competent government authority in its country, have a bank account in its own name and have at least two years of charitable work behind it. When registering, it must provide its licence, the list of its board members, a bank account letter, its most recent audited financial statements and the authorisation of its signatory.',
        'Every campaign is reviewed before it goes live, to make sure its goal is clear, its budget realistic, its timeline reasonable and its beneficiaries well defined. The platform may ask for changes or decline to publish a campaign, and will explain why.',
        'The charity must spend donations only on the campaign’s stated purpose. That purpose may not be changed without the platform’s prior written approval and notice to donors. The charity must also publish a field report within 30 days of completing each stage and keep its financial records for at least five years.',
        'Funds are released in instalments tied to the stages of delivery, and the final instalment is paid once the campaign’s closing report has been approved.',
        'The charity must protect the dignity and privacy of beneficiaries. It may not publish photographs showing the faces of children or families without documented consent from their guardians, nor any details that reveal who they are or where they live.',
        'If a charity is found to have breached these terms, the platform may pause a campaign or suspend the charity’s account. Donations already made will then be directed to similar campaigns under the refund policy, and the platform reserves the right to take any further legal action required.',
      ].join('\n\n'),
    },
  },
];

export const termsPage: PageSeed = {
  title: { ar: 'الشروط والأحكام', en: 'Terms and conditions' },
  content: {
    ar: [
      'مرحبًا بك في منصة عطاء للحملات الخيرية الرمضانية. يُعدّ استخدامك للمنصة أو إنشاؤك حسابًا فيها أو تبرعك من خلالها موافقةً منك على هذه الشروط والأحكام، فنرجو قراءتها بعناية.',
      'يُقصد بـ«المنصة» موقع عطاء وتطبيقاته، وبـ«المتبرع» كل من يقدّم تبرعًا عبر المنصة، وبـ«الجهة الخيرية» المؤسسة أو الجمعية المرخّصة التي قبلتها المنصة لنشر حملاتها، وبـ«الحملة» المشروع الخيري المحدد الهدف والمدة الذي تنشره الجهة على المنصة.',
      'يلتزم المستخدم بتقديم بيانات صحيحة ومحدّثة عند التسجيل، وهو مسؤول عن سرية كلمة المرور وعن كل ما يجري من خلال حسابه. ويُشترط أن يكون عمر صاحب الحساب 18 عامًا فأكثر، أو أن يستخدم المنصة بإشراف وليّ أمره.',
      'تؤدي المنصة دور الوسيط الموثوق بين المتبرعين والجهات الخيرية؛ فهي تتحقق من تراخيص الجهات، وتراجع الحملات قبل نشرها، وتتابع تقارير تنفيذها. أما التنفيذ الميداني فمسؤولية الجهة الخيرية صاحبة الحملة.',
      'التبرع عمل تطوعي يختاره المتبرع بإرادته، وهو نهائي بعد إتمامه إلا في الحالات الواردة في سياسة الاسترداد. وتُحوَّل التبرعات التي تُدفع بعملات أخرى إلى الريال السعودي بسعر الصرف المعروض لحظة التبرع.',
      'عند دفع زكاة الفطر أو الزكاة عمومًا، ينوي المتبرع الزكاة بنفسه، ويوكّل الجهة الخيرية بشراء الطعام أو صرف المال نيابة عنه وتسليمه إلى المستحقين في وقته الشرعي. وتلتزم الجهة بصرف أموال الزكاة في مصارفها الشرعية دون سواها.',
      'تتيح المنصة إهداء التبرع باسم شخص آخر، ولا تُستخدم بيانات المُهدى إليه إلا لإرسال بطاقة الإهداء إليه، ولا تُضاف إلى أي قوائم تسويقية.',
      'يُحظر استخدام المنصة في أي نشاط مخالف للأنظمة، ومن ذلك استخدام بطاقات مسروقة أو غير مصرح بها، أو محاولة غسل الأموال أو تمويل أي نشاط محظور. ويحق للمنصة إلغاء العمليات المشتبه فيها وإبلاغ الجهات المختصة عنها.',
      'جميع محتويات المنصة من نصوص وشعارات وتصاميم مملوكة لمنصة عطاء أو للجهات الخيرية صاحبة الحملات، ولا يجوز نسخها أو استخدامها لأغراض تجارية دون إذن كتابي مسبق.',
      'تبذل المنصة وسعها لضمان دقة المعلومات واستمرار الخدمة، لكنها لا تتحمل المسؤولية عن انقطاع مؤقت خارج عن إرادتها، ولا عن إخلال جهة خيرية بالتزاماتها، مع التزامها بمتابعة أي إخلال واتخاذ ما يلزم لحماية حقوق المتبرعين.',
      'يحق للمنصة تعديل هذه الشروط عند الحاجة، وتُنشر الشروط المعدلة على هذه الصفحة مع تاريخ سريانها. وتخضع هذه الشروط لأنظمة المملكة العربية السعودية، وتختص المحاكم في مدينة الرياض بالنظر في أي نزاع ينشأ عنها.',
      'لأي استفسار بشأن هذه الشروط، يسعدنا تواصلك مع فريق الدعم عبر صفحة «تواصل معنا».',
    ].join('\n\n'),
    en: [
      'Welcome to Ataa, a platform for Ramadan charity campaigns. By using the platform, creating an account or making a donation, you agree to these terms and conditions, so please read them carefully.',
      'In these terms, “the platform” means the Ataa website and apps; a “donor” is anyone who gives through the platform; a “charity” is a licensed organisation accepted by the platform to publish campaigns; and a “campaign” is a charitable project with a set goal and duration that a charity publishes on the platform.',
      'You must give accurate, up-to-date information when you register, and you are responsible for keeping your password safe and for everything done through your account. Account holders must be 18 or older, or use the platform under the supervision of a parent or guardian.',
      'The platform acts as a trusted intermediary between donors and charities. It checks charities’ licences, reviews campaigns before they are published and follows their delivery reports. The work on the ground is the responsibility of the charity that runs the campaign.',
      'Giving is voluntary and your own choice. A donation is final once made, except in the cases set out in our refund policy. Donations in other currencies are converted to Saudi riyals at the exchange rate shown at the moment you give.',
      'When you pay Zakat al-Fitr, or zakat in general, the intention is yours. You appoint the charity as your agent to buy food or disburse funds on your behalf and deliver them to eligible recipients at the proper time. The charity undertakes to spend zakat only on its legitimate recipients.',
      'You can give a donation in someone else’s name. Their details are used only to send them the gift card and are never added to any marketing list.',
      'The platform may not be used for anything unlawful, including the use of stolen or unauthorised cards, money laundering or financing any prohibited activity. We may cancel suspicious transactions and report them to the relevant authorities.',
      'All content on the platform, including text, logos and designs, belongs to Ataa or to the charities that publish the campaigns, and may not be copied or used commercially without prior written permission.',
      'We do our best to keep information accurate and the service available, but we are not liable for temporary interruptions beyond our control, nor for a charity’s failure to meet its obligations. We will, however, follow up on any such failure and take the steps needed to protect donors’ rights.',
      'We may amend these terms when necessary. Amended terms will be posted on this page together with the date they take effect. These terms are governed by the laws of the Kingdom of Saudi Arabia, and the courts of Riyadh have jurisdiction over any dispute arising from them.',
      'If you have any questions about these terms, our support team will be glad to hear from you through the Contact us page.',
    ].join('\n\n'),
  },
};

export const faqs: FaqSeed[] = [
  {
    title: {
      ar: 'هل أحصل على إيصال لتبرعي؟ وهل يُخصم التبرع من الضرائب؟',
      en: 'Will I get a receipt, and is my donation tax-deductible?',
    },
    content: {
      ar: '<p>نعم، يصلك <strong>إيصال إلكتروني</strong> على بريدك فور إتمام كل تبرع، ويمكنك تنزيل إيصالاتك جميعها في أي وقت من صفحة «تبرعاتي».</p><p>أما الخصم الضريبي فيختلف من بلد إلى آخر؛ ففي بعض الدول لا يُقبل الخصم إلا للتبرعات المقدمة إلى جهات مسجلة فيها. لذلك ننصحك بمراجعة مستشارك الضريبي أو الجهة الضريبية في بلدك قبل الاعتماد على الإيصال لهذا الغرض.</p>',
      en: '<p>Yes. An <strong>electronic receipt</strong> is emailed to you as soon as each donation goes through, and you can download all your receipts at any time from the My donations page.</p><p>Tax relief depends on where you live. Some countries only allow it for gifts to charities registered there, so please check with your tax adviser or local tax authority before relying on your receipt for that purpose.</p>',
    },
  },
  {
    title: {
      ar: 'كيف تصل زكاة الفطر إلى مستحقيها قبل صلاة العيد؟',
      en: 'How is Zakat al-Fitr delivered before the Eid prayer?',
    },
    content: {
      ar: '<p>عندما تدفع زكاة الفطر عبر المنصة، فإنك توكّل الجهة الخيرية بشراء <strong>صاع من غالب قوت البلد</strong> (نحو 3 كيلوغرامات من الأرز) عن كل فرد نيابة عنك، ثم تسليمه إلى الأسر المستحقة.</p><ul><li>تُغلق حملات زكاة الفطر قبل العيد بوقت كافٍ يُعلَن على صفحة كل حملة.</li><li>يُسلَّم الطعام للأسر في اليوم أو اليومين السابقين للعيد، وينتهي التوزيع قبل صلاة العيد.</li><li>تنشر الجهة تقريرًا بعدد الأسر المستفيدة بعد انتهاء التوزيع.</li></ul>',
      en: '<p>When you pay Zakat al-Fitr through Ataa, you appoint the charity as your agent to buy <strong>one sa‘ of the local staple food</strong> (about 3 kg of rice) for each person on your behalf and hand it to eligible families.</p><ul><li>Zakat al-Fitr campaigns close in good time before Eid; the cut-off is shown on each campaign page.</li><li>Food is handed out in the day or two before Eid, and distribution finishes before the Eid prayer.</li><li>The charity publishes a report on how many families were reached once distribution is complete.</li></ul>',
    },
  },
  {
    title: {
      ar: 'هل يمكنني إهداء تبرع باسم شخص عزيز؟',
      en: 'Can I give a donation as a gift to someone I love?',
    },
    content: {
      ar: '<p>بالتأكيد. اختر <strong>«إهداء التبرع»</strong> عند الدفع، واكتب اسم المُهدى إليه ورقم جواله أو بريده الإلكتروني، وأضف رسالة قصيرة إن شئت. ستصله بطاقة إهداء أنيقة تخبره بأن تبرعًا قُدّم باسمه، دون ذكر المبلغ.</p><p>وهي طريقة جميلة لتهنئة الأهل بقدوم رمضان أو بالعيد، أو لإهداء الأجر إلى من رحلوا عنا.</p>',
      en: '<p>Of course. Choose <strong>Give as a gift</strong> at checkout, enter the recipient’s name and mobile number or email address, and add a short message if you like. They will receive a card telling them a donation has been made in their name, without mentioning the amount.</p><p>It is a lovely way to wish family a blessed Ramadan or Eid, or to dedicate the reward to someone who has passed away.</p>',
    },
  },
  {
    title: {
      ar: 'بأي العملات يمكنني التبرع؟',
      en: 'Which currencies can I donate in?',
    },
    content: {
      ar: '<p>يمكنك التبرع بالريال السعودي، أو بالدولار الأمريكي، أو اليورو، أو الدرهم الإماراتي، أو الدينار الكويتي، أو الجنيه المصري. وتُعرض بعض الحملات بعملة البلد الذي تُنفَّذ فيه.</p><p>تُحتسب جميع المبالغ بالريال السعودي في تقارير الحملات، وفق <strong>سعر الصرف المعروض لحظة التبرع</strong>، ويظهر المبلغ بالعملتين في إيصالك.</p>',
      en: '<p>You can give in Saudi riyals, US dollars, euros, UAE dirhams, Kuwaiti dinars or Egyptian pounds. Some campaigns are shown in the currency of the country where the work takes place.</p><p>All amounts are converted to Saudi riyals for campaign reporting, using the <strong>exchange rate shown at the moment you give</strong>, and your receipt shows the amount in both currencies.</p>',
    },
  },
  {
    title: {
      ar: 'هل الدفع عبر المنصة آمن؟',
      en: 'Is it safe to pay through Ataa?',
    },
    content: {
      ar: '<p>نعم. تُعالَج المدفوعات لدى مزوّد دفع مرخّص ومعتمد وفق معيار <strong>PCI DSS</strong>، وتُنقل بياناتك مشفّرة، ولا نحفظ بيانات بطاقتك على خوادمنا إطلاقًا.</p><p>وقد يطلب منك بنكك رمز تحقق يُرسل إلى جوالك لتأكيد العملية، وهو إجراء إضافي لحمايتك. ولن نطلب منك أبدًا رمز التحقق أو كلمة المرور عبر الهاتف أو الرسائل.</p>',
      en: '<p>Yes. Payments are handled by a licensed provider certified under <strong>PCI DSS</strong>, your details travel encrypted, and we never store your card details on our servers.</p><p>Your bank may send a one-time code to your phone to confirm the payment; this is an extra layer of protection. We will never ask you for a verification code or password by phone or message.</p>',
    },
  },
  {
    title: {
      ar: 'كيف تتحققون من الجهات الخيرية على المنصة؟',
      en: 'How do you vet the charities on the platform?',
    },
    content: {
      ar: '<p>لا تُقبل أي جهة إلا بعد مراجعة دقيقة تشمل:</p><ul><li>التحقق من سريان ترخيصها لدى الجهة الحكومية المختصة.</li><li>مراجعة قوائمها المالية المدققة وحسابها المصرفي.</li><li>التأكد من خبرتها في العمل الخيري مدة لا تقل عن سنتين.</li></ul><p>وبعد القبول، تُراجع كل حملة قبل نشرها، وتُصرف الأموال على دفعات لا تُحوَّل التالية منها إلا بعد تقرير يثبت إنجاز المرحلة السابقة.</p>',
      en: '<p>No charity is accepted without a careful review, which includes:</p><ul><li>confirming that its licence with the competent government authority is valid;</li><li>reviewing its audited accounts and bank account;</li><li>making sure it has at least two years of charitable work behind it.</li></ul><p>Once a charity is accepted, each of its campaigns is reviewed before going live, and funds are released in instalments, each one only after a report shows the previous stage is done.</p>',
    },
  },
  {
    title: {
      ar: 'هل يمكنني استرداد تبرعي؟',
      en: 'Can I get a refund on my donation?',
    },
    content: {
      ar: '<p>التبرع نهائي في الأصل، لكن يمكنك طلب الاسترداد <strong>خلال 7 أيام</strong> إذا تكررت العملية بخطأ تقني، أو دُفع مبلغ غير الذي قصدته، أو استُخدمت بطاقتك دون إذنك.</p><p>راسل فريق الدعم مع رقم العملية، وسنرد عليك خلال 3 أيام عمل. وتجد التفاصيل كاملة في <a href="https://ataa.example/pages/refund-policy">سياسة الاسترداد</a>.</p>',
      en: '<p>Donations are normally final, but you can request a refund <strong>within 7 days</strong> if a payment was duplicated by a technical fault, the wrong amount was charged, or your card was used without your permission.</p><p>Contact our support team with the transaction number and we will reply within 3 working days. You will find the full details in our <a href="https://ataa.example/pages/refund-policy">refund policy</a>.</p>',
    },
  },
  {
    title: {
      ar: 'هل يمكنني التبرع دون إظهار اسمي؟',
      en: 'Can I give anonymously?',
    },
    content: {
      ar: '<p>نعم. فعّل خيار <strong>«تبرع دون إظهار الاسم»</strong> عند الدفع، فلن يظهر اسمك في قائمة المتبرعين على صفحة الحملة، وسيظهر تبرعك باسم «فاعل خير».</p><p>ويبقى إيصال التبرع باسمك ويصلك وحدك، لأن الإيصال وثيقة خاصة بك.</p>',
      en: '<p>Yes. Tick <strong>Give anonymously</strong> at checkout and your name will not appear in the campaign’s list of donors; your gift will be shown as coming from “a well-wisher”.</p><p>Your receipt is still issued in your name and sent only to you, as it is your personal record.</p>',
    },
  },
  {
    title: {
      ar: 'هل يمكنني التبرع لأكثر من حملة في عملية واحدة؟',
      en: 'Can I support several campaigns in one payment?',
    },
    content: {
      ar: '<p>نعم، عبر <strong>سلة التبرعات</strong>. أضف إليها الحملات التي تريد دعمها وحدد مبلغ كل حملة، ثم ادفع مرة واحدة.</p><ol><li>اضغط «أضف إلى السلة» في صفحة كل حملة.</li><li>راجع المبالغ في السلة وعدّلها كما تشاء.</li><li>أتمّ الدفع، وسيصلك إيصال يفصّل نصيب كل حملة.</li></ol>',
      en: '<p>Yes, with the <strong>donation cart</strong>. Add the campaigns you want to support, set an amount for each, then pay once.</p><ol><li>Press Add to cart on each campaign page.</li><li>Review the amounts in your cart and adjust them as you wish.</li><li>Complete the payment; your receipt will show how much went to each campaign.</li></ol>',
    },
  },
  {
    title: {
      ar: 'كيف تسجّل جهتنا الخيرية في المنصة؟',
      en: 'How can our charity join Ataa?',
    },
    content: {
      ar: '<p>اضغط <strong>«تسجيل جهة خيرية»</strong> أعلى الصفحة، وأدخل بيانات الجهة، وأرفق المستندات المطلوبة: الترخيص الساري، وبيان أعضاء مجلس الإدارة، وخطاب الحساب المصرفي، وآخر قوائم مالية مدققة.</p><p>يراجع فريقنا الطلب خلال 5 أيام عمل في العادة، وقد يتواصل معكم لاستكمال بعض البيانات. وبعد اعتماد الحساب يمكنكم إنشاء حملاتكم الأولى وإرسالها للمراجعة. اطّلعوا على <a href="https://ataa.example/pages/charity-partnership-terms">شروط الشراكة</a> قبل التسجيل.</p>',
      en: '<p>Press <strong>Register a charity</strong> at the top of the page, fill in your organisation’s details and upload the required documents: a valid licence, the list of board members, a bank account letter and your most recent audited accounts.</p><p>Our team usually reviews applications within 5 working days and may get in touch to complete any missing details. Once your account is approved, you can create your first campaigns and submit them for review. Please read our <a href="https://ataa.example/pages/charity-partnership-terms">partnership terms</a> before applying.</p>',
    },
  },
];

export const blogs: BlogSeed[] = [
  {
    title: {
      ar: 'فضل تفطير الصائم: لقمة تساوي أجر صيام يوم',
      en: 'Feeding a fasting person: a small meal with a great reward',
    },
    description: {
      ar: 'تمرة وشربة ماء قد تكتب لك أجر صائم كامل. نتأمل في هذا المقال معنى تفطير الصائم وكيف تجعله عادة يومية في رمضان.',
      en: 'A date and a sip of water can earn you the reward of a whole fast. We reflect on what it means to feed a fasting person, and how to make it a daily habit this Ramadan.',
    },
    content: {
      ar: [
        '<p>قال رسول الله ﷺ: «من فطّر صائمًا كان له مثل أجره، غير أنه لا ينقص من أجر الصائم شيئًا» (رواه الترمذي). حديث قصير يفتح بابًا واسعًا من الخير، فكل صائم تُعينه على فطره يُكتب لك مثل أجره.</p>',
        '<h2>لا يشترط أن تكون الوجبة كبيرة</h2>',
        '<p>ذكر العلماء أن الأجر يحصل بما يُفطر عليه الصائم ولو كان تمرة أو شربة ماء، ومن أشبعه فقد أحسن. لذلك تتنوع حملات الإفطار بين توزيع التمر والماء عند الإشارات المرورية، ووجبات مطبوخة للعمال، وموائد كاملة في المساجد.</p>',
        '<h2>اجعلها عادة يومية</h2>',
        '<p>بدل أن تتبرع مرة واحدة، جرّب أن تخصص مبلغًا صغيرًا كل يوم من أيام الشهر؛ فعشرة ريالات يوميًا تكفي لإفطار صائم طوال رمضان. و«أحب الأعمال إلى الله أدومها وإن قلّ» كما أخبر النبي ﷺ.</p>',
        '<p>وإن استطعت أن تشارك بنفسك في توزيع الوجبات قبيل المغرب، فاصطحب أبناءك معك؛ فما يرونه بأعينهم يبقى في قلوبهم أطول مما يسمعونه.</p>',
      ].join(''),
      en: [
        '<p>The Prophet ﷺ said: “Whoever gives a fasting person something to break their fast with will have a reward like theirs, without the fasting person’s reward being reduced in the least” (reported by al-Tirmidhi). It is a short saying that opens a wide door: for every fasting person you help, you earn the reward of their fast.</p>',
        '<h2>It need not be a feast</h2>',
        '<p>Scholars explain that the reward is earned with whatever the person breaks their fast on, even a single date or a sip of water, and that filling them is better still. That is why iftar campaigns range from dates and water handed out at traffic lights to cooked meals for labourers and full tables at mosques.</p>',
        '<h2>Make it a daily habit</h2>',
        '<p>Rather than giving once, try setting aside a small amount for every day of the month: ten riyals a day is enough to feed one fasting person throughout Ramadan. As the Prophet ﷺ taught, “the deeds most beloved to God are those done consistently, even if they are small.”</p>',
        '<p>And if you can help hand out meals before sunset, bring your children along. What they see with their own eyes stays with them far longer than anything they are told.</p>',
      ].join(''),
    },
    theme: 'iftar',
    daysAgo: 6,
  },
  {
    title: {
      ar: 'خطّط لعطائك في رمضان قبل أن يبدأ',
      en: 'Plan your Ramadan giving before the month begins',
    },
    description: {
      ar: 'رمضان ثلاثون يومًا فقط، والتخطيط المسبق يجعل عطاءك أوسع أثرًا وأقل ارتجالًا. إليك خطوات عملية لوضع خطتك.',
      en: 'Ramadan lasts only thirty days, and a little planning makes your giving go further. Here are some practical steps to draw up your plan.',
    },
    content: {
      ar: [
        '<p>كان رسول الله ﷺ «أجود الناس، وكان أجود ما يكون في رمضان» (رواه البخاري). والجود يحتاج إلى شيء من التنظيم حتى لا تمضي أيام الشهر ونحن نؤجل ما نويناه.</p>',
        '<h2>حدّد ميزانيتك أولًا</h2>',
        '<p>اجلس مع أسرتك قبل رمضان وحددوا مبلغًا للصدقة خلال الشهر، ثم قسّموه على أبواب الخير: جزء لإفطار الصائمين، وجزء لصدقة جارية كسقيا الماء، وجزء للأيتام، واحتفظوا بنصيب للعشر الأواخر.</p>',
        '<h2>لا تنسَ الواجبات</h2>',
        '<p>إن كان حول زكاة مالك يوافق رمضان فاحسبها مبكرًا، واحجز مبلغ زكاة الفطر عن كل فرد في الأسرة، حتى لا تنشغل عنها في زحام الأيام الأخيرة.</p>',
        '<h2>اجعل التنفيذ سهلًا</h2>',
        '<p>أضف الحملات التي اخترتها إلى سلة التبرعات على منصة عطاء، وادفع مرة واحدة، ثم تابع تقارير الإنجاز أولًا بأول. هكذا يصبح عطاؤك خطة واضحة تعرف أين ذهب كل ريال فيها.</p>',
      ].join(''),
      en: [
        '<p>The Prophet ﷺ “was the most generous of people, and he was most generous of all in Ramadan” (reported by al-Bukhari). Generosity benefits from a little organisation, so the month does not slip by while we keep postponing what we meant to do.</p>',
        '<h2>Set a budget first</h2>',
        '<p>Sit down with your family before Ramadan and agree on how much you will give during the month. Then divide it between causes: some for iftar meals, some for lasting charity such as clean water, some for orphans, and a share kept back for the last ten nights.</p>',
        '<h2>Remember what is obligatory</h2>',
        '<p>If your zakat year falls in Ramadan, work out what you owe early on, and put aside Zakat al-Fitr for every member of the household so it is not forgotten in the rush of the final days.</p>',
        '<h2>Make it easy to follow through</h2>',
        '<p>Add the campaigns you have chosen to your Ataa donation cart, pay once, and follow the progress reports as they arrive. Your giving becomes a clear plan, and you know where every riyal went.</p>',
      ].join(''),
    },
    theme: 'crescent',
    daysAgo: 38,
  },
  {
    title: {
      ar: 'دليلك العملي إلى زكاة الفطر',
      en: 'A practical guide to Zakat al-Fitr',
    },
    description: {
      ar: 'على من تجب زكاة الفطر؟ وكم مقدارها؟ ومتى تُخرج؟ إجابات مختصرة عن أكثر الأسئلة شيوعًا.',
      en: 'Who must pay Zakat al-Fitr, how much is it, and when is it due? Short answers to the questions we hear most.',
    },
    content: {
      ar: [
        '<p>عن ابن عمر رضي الله عنهما قال: «فرض رسول الله ﷺ زكاة الفطر صاعًا من تمر أو صاعًا من شعير، على العبد والحر، والذكر والأنثى، والصغير والكبير من المسلمين، وأمر بها أن تؤدى قبل خروج الناس إلى الصلاة» (متفق عليه).</p>',
        '<h2>على من تجب؟</h2>',
        '<p>تجب على كل مسلم يملك يوم العيد وليلته ما يزيد على قوته وقوت من يعول، فيُخرجها عن نفسه وعن كل من تلزمه نفقتهم من زوجة وأولاد. ويُستحب إخراجها عن الجنين.</p>',
        '<h2>ما مقدارها؟</h2>',
        '<p>صاع من غالب قوت أهل البلد، كالأرز أو التمر أو القمح، ويقدَّر الصاع بنحو 3 كيلوغرامات من الأرز.</p>',
        '<h2>متى تُخرج؟</h2>',
        '<p>أفضل وقتها صباح يوم العيد قبل الصلاة، ويجوز تقديمها قبل العيد بيوم أو يومين. وعندما تدفعها عبر المنصة فإنك توكّل الجهة الخيرية بشراء الطعام نيابة عنك وتسليمه إلى الأسر المستحقة في وقتها الشرعي، وهي بذلك «طهرة للصائم من اللغو والرفث، وطعمة للمساكين».</p>',
      ].join(''),
      en: [
        '<p>Ibn ‘Umar reported: “The Messenger of God ﷺ made Zakat al-Fitr obligatory, one sa‘ of dates or one sa‘ of barley, on every Muslim, slave or free, male or female, young or old, and he commanded that it be paid before people go out to the prayer” (al-Bukhari and Muslim).</p>',
        '<h2>Who must pay it?</h2>',
        '<p>Every Muslim who has more than enough food for themselves and their dependants on the day and night of Eid. You pay it for yourself and for everyone you support, such as your spouse and children. Many also pay it for an unborn child, which is recommended.</p>',
        '<h2>How much is it?</h2>',
        '<p>One sa‘ of the local staple food, such as rice, dates or wheat. A sa‘ is estimated at about 3 kg of rice.</p>',
        '<h2>When is it due?</h2>',
        '<p>The best time is the morning of Eid before the prayer, and it may be given a day or two earlier. When you pay through Ataa, you appoint the charity as your agent to buy the food and hand it to eligible families at the right time, so that it becomes, in the words of the hadith, “a purification for the one who fasted and food for those in need.”</p>',
      ].join(''),
    },
    theme: 'zakat',
    daysAgo: 12,
  },
  {
    title: {
      ar: 'آبار الماء في أفريقيا: صدقة تجري ما جرى الماء',
      en: 'Water wells in Africa: charity that flows as long as the water does',
    },
    description: {
      ar: 'في قرى كثيرة تمشي الفتيات ساعات لجلب ماء غير نظيف. كيف يغيّر بئر واحد حياة قرية كاملة؟',
      en: 'In many villages, girls walk for hours to fetch water that is not safe to drink. How can a single well change a whole village?',
    },
    content: {
      ar: [
        '<p>سأل سعد بن عبادة رضي الله عنه النبي ﷺ: أي الصدقة أفضل؟ فقال: «سقي الماء» (رواه أحمد والنسائي). وما زال الماء النظيف في كثير من قرى الساحل الأفريقي أمنية بعيدة.</p>',
        '<h2>أثر يتجاوز العطش</h2>',
        '<p>حين يُحفر بئر قرب القرية، لا يرتوي الناس فقط؛ بل تعود الفتيات إلى المدارس بعد أن كنّ يقضين الصباح في جلب الماء، وتقل أمراض الإسهال عند الأطفال، وتزرع الأسر حدائق صغيرة تسد بعض حاجتها.</p>',
        '<h2>ليس كل بئر مثل الآخر</h2>',
        '<p>الآبار السطحية أقل تكلفة لكنها قد تجف في الصيف، أما الآبار الارتوازية العميقة فتكلف أكثر وتعمل سنوات طويلة، خاصة إذا زُوّدت بمضخة شمسية. لذلك ندرس مع الجهات المنفذة طبيعة كل موقع قبل اعتماد الحملة.</p>',
        '<p>وتشترط المنصة أن تتضمن كل حملة آبار خطة صيانة، وتدريب لجنة من أهل القرية على تشغيل البئر، حتى تبقى الصدقة جارية فعلًا لا مجرد مشروع يُفتتح ثم يُنسى.</p>',
      ].join(''),
      en: [
        '<p>Sa‘d ibn ‘Ubadah asked the Prophet ﷺ which charity was best, and he replied: “Giving water to drink” (reported by Ahmad and al-Nasa’i). In many villages across Africa’s Sahel, clean water is still a distant hope.</p>',
        '<h2>More than quenching thirst</h2>',
        '<p>When a well is dug close to a village, people do more than drink. Girls who spent their mornings fetching water go back to school, diarrhoea among children falls, and families grow small gardens that cover some of their needs.</p>',
        '<h2>Not every well is the same</h2>',
        '<p>Shallow wells cost less but can run dry in summer. Deep boreholes cost more and keep working for many years, especially with a solar pump. That is why we look at each site with the charity before a campaign is approved.</p>',
        '<p>Every well campaign on Ataa must include a maintenance plan and training for a village committee to run the well, so that the charity really does keep flowing rather than becoming a project that is opened and then forgotten.</p>',
      ].join(''),
    },
    theme: 'water',
    daysAgo: 57,
  },
  {
    title: {
      ar: 'الشفافية في العمل الخيري: من حقك أن تعرف',
      en: 'Transparency in charity work: you have a right to know',
    },
    description: {
      ar: 'الثقة أساس العطاء. كيف نتحقق من الجهات الخيرية، ولماذا نصرف التبرعات على دفعات، وماذا تتضمن تقارير الإنجاز؟',
      en: 'Trust is the foundation of giving. How we vet charities, why donations are released in stages, and what our progress reports contain.',
    },
    content: {
      ar: [
        '<p>يتردد كثيرون في التبرع لأنهم لا يعرفون أين ستذهب أموالهم. وهذا التردد مفهوم، ومعالجته ليست بالوعود، بل بإجراءات واضحة يستطيع المتبرع أن يراها بنفسه.</p>',
        '<h3>قبل النشر</h3>',
        '<p>لا تُقبل على المنصة إلا جهات مرخّصة تُراجع قوائمها المالية المدققة، ولا تُنشر حملة قبل التأكد من أن ميزانيتها واقعية وأهدافها قابلة للقياس، كعدد الوجبات أو الأسر أو الآبار.</p>',
        '<h3>أثناء التنفيذ</h3>',
        '<p>تُحوَّل التبرعات على دفعات مرتبطة بمراحل العمل، فلا تصل الدفعة الثانية إلا بعد إثبات إنجاز الأولى بالفواتير والصور والأرقام.</p>',
        '<h3>بعد الانتهاء</h3>',
        '<p>تنشر الجهة تقريرًا ختاميًا على صفحة الحملة يبيّن ما أُنفق وما أُنجز، ويصل إلى كل متبرع على بريده. والشفافية عندنا ليست ميزة إضافية، بل جزء من الأمانة التي نحملها عنك.</p>',
      ].join(''),
      en: [
        '<p>Many people hesitate to give because they do not know where their money will end up. That is understandable, and the answer is not promises but clear procedures that donors can see for themselves.</p>',
        '<h3>Before a campaign goes live</h3>',
        '<p>Only licensed charities whose audited accounts we have reviewed are accepted, and no campaign is published until we are satisfied that its budget is realistic and its goals measurable: a number of meals, families or wells.</p>',
        '<h3>While the work is under way</h3>',
        '<p>Donations are released in instalments tied to the stages of the work. The second instalment is paid only once invoices, photographs and figures show that the first stage was completed.</p>',
        '<h3>When it is finished</h3>',
        '<p>The charity posts a closing report on the campaign page showing what was spent and what was achieved, and every donor receives it by email. For us, transparency is not an extra feature; it is part of the trust you place in us.</p>',
      ].join(''),
    },
    theme: 'community',
    daysAgo: 84,
  },
  {
    title: {
      ar: 'التطوع في رمضان: وقتك صدقة أيضًا',
      en: 'Volunteering in Ramadan: your time is charity too',
    },
    description: {
      ar: 'ليس العطاء مالًا فقط. ساعة في تعبئة السلال أو توزيع وجبات الإفطار قد تصنع فرقًا كبيرًا.',
      en: 'Giving is not only about money. An hour spent packing baskets or handing out iftar meals can make a real difference.',
    },
    content: {
      ar: [
        '<p>تحتاج الجمعيات الخيرية في رمضان إلى أيدٍ كثيرة بقدر حاجتها إلى التبرعات؛ فآلاف السلال تُعبّأ، وآلاف الوجبات تُوزَّع في وقت ضيق قبيل أذان المغرب.</p>',
        '<h2>أين يمكنك أن تساعد؟</h2>',
        '<ul><li>تعبئة السلال الغذائية في المستودعات خلال ساعات النهار.</li><li>توزيع وجبات الإفطار عند المساجد والإشارات المرورية.</li><li>تنظيم الموائد وتنظيفها بعد الإفطار.</li><li>المساعدة في إدخال البيانات والتواصل مع الأسر المستفيدة.</li></ul>',
        '<h2>نصائح للمتطوع</h2>',
        '<p>التزم بالمواعيد، واتبع تعليمات المشرفين، وتعامل مع المستفيدين بابتسامة تحفظ كرامتهم، ولا تلتقط صورًا لهم دون إذن. واحرص على راحتك وشرب الماء بعد الإفطار إن كان عملك في المساء.</p>',
        '<p>تنشر الجهات الخيرية على منصة عطاء فرص التطوع المتاحة في صفحات حملاتها، فاختر ما يناسب وقتك وقدرتك، وتذكّر أن القليل الدائم خير من الكثير المنقطع.</p>',
      ].join(''),
      en: [
        '<p>In Ramadan, charities need many hands as much as they need donations. Thousands of baskets have to be packed and thousands of meals handed out in the short window before the sunset call to prayer.</p>',
        '<h2>Where you can help</h2>',
        '<ul><li>Packing food baskets at warehouses during the day.</li><li>Handing out iftar meals at mosques and traffic lights.</li><li>Setting up and clearing iftar tables.</li><li>Helping with data entry and keeping in touch with beneficiary families.</li></ul>',
        '<h2>Tips for volunteers</h2>',
        '<p>Be on time, follow your supervisors’ instructions, and greet the people you serve with a smile that respects their dignity. Never photograph them without permission. If you are working in the evening, look after yourself and drink plenty of water after iftar.</p>',
        '<p>Charities on Ataa list their volunteering opportunities on their campaign pages. Choose what suits your time and abilities, and remember that a little, done regularly, is better than a lot done once.</p>',
      ].join(''),
    },
    theme: 'lantern',
    daysAgo: 23,
  },
  {
    title: {
      ar: 'العشر الأواخر: أغلى ليالي العام',
      en: 'The last ten nights: the most precious nights of the year',
    },
    description: {
      ar: 'فيها ليلة خير من ألف شهر. كيف تغتنم العشر الأواخر بالعبادة والصدقة دون أن يفوتك منها شيء؟',
      en: 'Among them is a night better than a thousand months. How to make the most of the last ten nights through worship and charity.',
    },
    content: {
      ar: [
        '<p>قالت عائشة رضي الله عنها: «كان رسول الله ﷺ إذا دخل العشر شدّ مئزره، وأحيا ليله، وأيقظ أهله» (متفق عليه). ففي هذه الليالي ليلة القدر التي قال الله تعالى عنها: ﴿لَيْلَةُ الْقَدْرِ خَيْرٌ مِّنْ أَلْفِ شَهْرٍ﴾.</p>',
        '<h2>الصدقة في كل ليلة</h2>',
        '<p>لأن ليلة القدر غير معلومة على وجه التحديد، يحرص كثيرون على أن يتصدقوا في كل ليلة من ليالي العشر ولو بمبلغ يسير، فإن وافقت صدقتهم ليلة القدر كانت كأنما تصدقوا بها ألف شهر.</p>',
        '<h2>لا تنسَ أهل بيتك</h2>',
        '<p>أيقظ أهلك كما كان النبي ﷺ يفعل، واجعل لكل فرد منهم نصيبًا من الصدقة يختار حملته بنفسه، فتجتمع الأسرة على الطاعة والعطاء.</p>',
        '<p>ويمكنك على منصة عطاء أن تختار عدة حملات وتضيفها إلى السلة، ثم تدفع في كل ليلة ما تيسر، فلا تنشغل عن قيامك بالبحث والتنقل بين الصفحات.</p>',
      ].join(''),
      en: [
        '<p>‘A’ishah said: “When the last ten nights began, the Messenger of God ﷺ would tighten his waist-wrap, stay up through the night and wake his family” (al-Bukhari and Muslim). Among these nights is the Night of Decree, of which God says: “The Night of Decree is better than a thousand months.”</p>',
        '<h2>Give something every night</h2>',
        '<p>Because no one knows for certain which night it is, many people give something on each of the ten nights, however small. If their gift falls on the Night of Decree, it is as though they had given it for a thousand months.</p>',
        '<h2>Bring your family with you</h2>',
        '<p>Wake your family as the Prophet ﷺ did, and give each of them a share of the charity to place in a campaign of their own choosing, so the whole household comes together in worship and giving.</p>',
        '<p>On Ataa you can choose several campaigns, keep them in your cart and give a little each night, without being distracted from your prayers by searching from page to page.</p>',
      ].join(''),
    },
    theme: 'quran',
    daysAgo: 3,
  },
  {
    title: {
      ar: 'أطفالنا والعطاء: كيف نزرع حب الخير في قلوبهم؟',
      en: 'Children and giving: how to nurture a love of doing good',
    },
    description: {
      ar: 'الطفل الذي يتصدق بيده اليوم يكبر محبًا للخير. أفكار بسيطة لإشراك أبنائك في عطاء رمضان.',
      en: 'A child who gives with their own hand today grows up loving to do good. Simple ideas for involving your children in Ramadan giving.',
    },
    content: {
      ar: [
        '<p>يقول الله تعالى: ﴿لَن تَنَالُوا الْبِرَّ حَتَّىٰ تُنفِقُوا مِمَّا تُحِبُّونَ﴾. وحين يتعلم الطفل أن يقتطع جزءًا من مصروفه لغيره، فإنه يتعلم هذا المعنى بقلبه قبل أن يحفظه بلسانه.</p>',
        '<h2>حصّالة رمضان</h2>',
        '<p>خصص لكل طفل حصّالة صغيرة يضع فيها جزءًا من مصروفه طوال الشهر، وفي العشر الأواخر اجلس معه واختارا معًا حملة يتبرع لها بما جمعه.</p>',
        '<h2>دعه يرى الأثر</h2>',
        '<p>اعرض عليه تقارير الحملة وصورها، وحدّثه عن الطفل الذي سيلبس كسوة العيد بفضل تبرعه، أو القرية التي ستشرب من البئر. فالأثر المحسوس يرسخ في ذاكرة الصغار.</p>',
        '<p>وإن أمكن فاصطحبه في التطوع لتوزيع وجبات الإفطار، أو دعه يكتب بطاقة إهداء لجدته مع تبرع باسمها. هذه التجارب الصغيرة تبني في داخله عادة تبقى معه طوال حياته.</p>',
      ].join(''),
      en: [
        '<p>God says: “You will not attain righteousness until you spend from what you love.” When a child learns to set aside part of their pocket money for someone else, they learn this with their heart before they learn it by rote.</p>',
        '<h2>A Ramadan money box</h2>',
        '<p>Give each child a small money box for part of their pocket money during the month. In the last ten nights, sit down together and choose a campaign to receive what they have saved.</p>',
        '<h2>Let them see the difference</h2>',
        '<p>Show them the campaign’s reports and photographs, and tell them about the child who will wear new Eid clothes thanks to their gift, or the village that will drink from the new well. Young minds remember what they can picture.</p>',
        '<p>If you can, take them along to help hand out iftar meals, or let them write a gift card for their grandmother with a donation in her name. Small experiences like these build a habit that stays with them for life.</p>',
      ].join(''),
    },
    theme: 'family',
    daysAgo: 101,
  },
  {
    title: {
      ar: 'كسوة العيد للأيتام: فرحة لا تُنسى',
      en: 'Eid clothes for orphans: a joy they will not forget',
    },
    description: {
      ar: 'للعيد في قلوب الأطفال بهجة خاصة تبدأ بالثوب الجديد. كيف تُنفَّذ حملات الكسوة، ولماذا نحرص على أن يختار الطفل ملابسه بنفسه؟',
      en: 'For children, the joy of Eid begins with new clothes. How Eid clothing campaigns work, and why we want each child to choose their own outfit.',
    },
    content: {
      ar: [
        '<p>صباح العيد يلبس الأطفال أجمل ما عندهم ويخرجون إلى المصلى فرحين. لكن كثيرًا من الأيتام يستقبلون العيد بملابس قديمة، فيشعرون بأنهم أقل من أقرانهم في يوم يفترض أن يكون للجميع.</p>',
        '<h2>الطفل يختار بنفسه</h2>',
        '<p>نشجع الجهات الخيرية على تنفيذ الكسوة بقسائم شرائية تُصرف في متاجر محلية، يذهب إليها الطفل مع أمه أو كافله ليختار ملابسه ومقاسه ولونه المفضل. فالاختيار جزء من الفرحة، ويحفظ كرامة الأسرة.</p>',
        '<h2>ماذا تشمل الكسوة؟</h2>',
        '<p>تشمل في العادة ثوبًا أو فستانًا للعيد، وحذاءً، وملابس يومية، وتتراوح تكلفتها بين 250 و350 ريالًا للطفل بحسب البلد.</p>',
        '<p>وقد قال النبي ﷺ: «أنا وكافل اليتيم في الجنة هكذا» وأشار بالسبابة والوسطى (رواه البخاري). فلعل ثوبًا جديدًا تهديه ليتيم يكون سببًا في هذه الصحبة الكريمة.</p>',
      ].join(''),
      en: [
        '<p>On the morning of Eid, children put on their best clothes and head happily to the prayer. Yet many orphans greet Eid in old clothes and feel set apart from their friends on a day meant for everyone.</p>',
        '<h2>The child chooses</h2>',
        '<p>We encourage charities to provide Eid clothes through vouchers for local shops, where each child goes with their mother or guardian to pick their own outfit, size and favourite colour. Choosing is part of the joy, and it protects the family’s dignity.</p>',
        '<h2>What is included?</h2>',
        '<p>A typical package includes an Eid thobe or dress, a pair of shoes and everyday clothes, costing between 250 and 350 riyals per child depending on the country.</p>',
        '<p>The Prophet ﷺ said: “I and the one who cares for an orphan will be in Paradise like this,” and he held up his index and middle fingers together (reported by al-Bukhari). Perhaps a new outfit for an orphan will be your way to that noble company.</p>',
      ].join(''),
    },
    theme: 'orphans',
    daysAgo: 17,
  },
];

export const stories: StorySeed[] = [
  {
    title: {
      ar: 'سلة رمضان تصل إلى أم سالم في تعز',
      en: 'A Ramadan basket reaches Umm Salem in Taiz',
    },
    content: {
      ar: [
        '<p>تعيل أم سالم خمسة أطفال في أحد أحياء مدينة تعز منذ وفاة زوجها قبل ثلاث سنوات. كانت تستقبل رمضان الماضي وهي لا تعرف كيف ستوفر وجبة الإفطار لأطفالها يومًا بعد يوم.</p>',
        '<p>في الأسبوع الأول من الشهر طرق فريق الجمعية بابها ومعه سلة غذائية تكفي الأسرة شهرًا كاملًا: أرز ودقيق وزيت وعدس وسكر وتمر. تقول أم سالم: «أول مرة منذ زمن أطبخ وأنا مطمئنة أن الغد فيه طعام».</p>',
        '<p>كانت أسرتها واحدة من 1,600 أسرة وصلتها السلال في المرحلة الأولى من الحملة، بفضل تبرعات أكثر من 2,000 متبرع على منصة عطاء.</p>',
      ].join(''),
      en: [
        '<p>Umm Salem has raised her five children alone in a neighbourhood of Taiz since her husband died three years ago. Last Ramadan began with her not knowing how she would put iftar on the table from one day to the next.</p>',
        '<p>In the first week of the month, the charity’s team knocked on her door with a food basket to last the family the whole month: rice, flour, oil, lentils, sugar and dates. “For the first time in a long while, I could cook knowing there would be food tomorrow,” she says.</p>',
        '<p>Hers was one of 1,600 families who received baskets in the campaign’s first phase, thanks to more than 2,000 donors on Ataa.</p>',
      ].join(''),
    },
    theme: 'family',
    daysAgo: 9,
  },
  {
    title: {
      ar: 'بئر جديدة تروي قرية قرب أم جرس في تشاد',
      en: 'A new well for a village near Am-Djarass in Chad',
    },
    content: {
      ar: [
        '<p>كانت نساء القرية يخرجن قبل الفجر ويمشين نحو ساعتين للوصول إلى مجرى موسمي، يملأن منه أوعيتهن بماء عكر. وفي أشهر الصيف كان المجرى يجف، فيضطر الأهالي إلى شراء الماء بأسعار لا يقدرون عليها.</p>',
        '<p>بعد ستة أسابيع من الحفر وصل فريق الحفر إلى الماء على عمق 85 مترًا، ورُكّبت مضخة تعمل بالطاقة الشمسية وخزان يتسع لعشرة آلاف لتر. واليوم يشرب من البئر نحو 1,200 شخص وماشيتهم.</p>',
        '<p>تقول حليمة، وهي أم لأربعة أطفال: «صارت ابنتي تذهب إلى المدرسة كل صباح بدل أن تحمل الماء معي». وقد دُرّبت لجنة من أهل القرية على صيانة المضخة وجمع مبلغ رمزي شهري لقطع الغيار.</p>',
      ].join(''),
      en: [
        '<p>The village women used to set out before dawn and walk for nearly two hours to a seasonal stream, filling their containers with murky water. In the summer months the stream dried up, and families had to buy water at prices they could not afford.</p>',
        '<p>After six weeks of drilling, the team struck water at a depth of 85 metres and installed a solar-powered pump with a 10,000-litre tank. Today around 1,200 people and their livestock drink from the well.</p>',
        '<p>“My daughter goes to school every morning now instead of carrying water with me,” says Halima, a mother of four. A village committee has been trained to maintain the pump and collect a small monthly sum for spare parts.</p>',
      ].join(''),
    },
    theme: 'water',
    daysAgo: 44,
  },
  {
    title: {
      ar: 'عام دراسي كامل لليان',
      en: 'A full school year for Lyan',
    },
    content: {
      ar: [
        '<p>فقدت ليان والدها وهي في الثامنة، وانتقلت مع أمها وأخويها إلى شقة صغيرة في مدينة الزرقاء بالأردن. ومع ضيق الحال كادت تنقطع عن الدراسة لأن الأسرة لم تعد تقدر على رسوم المواصلات والقرطاسية.</p>',
        '<p>من خلال برنامج كفالة الأيتام، حصلت ليان على كفالة شهرية تغطي احتياجاتها الأساسية، إضافة إلى حقيبة مدرسية كاملة ودروس تقوية في الرياضيات واللغة الإنجليزية.</p>',
        '<p>أنهت ليان صفها الخامس بتقدير ممتاز، وتقول إنها تريد أن تصبح طبيبة أطفال. تقول أمها: «لم تكن الكفالة مالًا فقط، بل كانت رسالة لابنتي بأن هناك من يؤمن بها».</p>',
      ].join(''),
      en: [
        '<p>Lyan lost her father when she was eight and moved with her mother and two brothers into a small flat in Zarqa, Jordan. Money was so tight that she nearly dropped out of school, because the family could no longer pay for transport and stationery.</p>',
        '<p>Through the orphan sponsorship programme, Lyan receives a monthly allowance that covers her basic needs, along with a full school kit and extra lessons in maths and English.</p>',
        '<p>She finished fifth grade with top marks and says she wants to become a paediatrician. “The sponsorship wasn’t just money,” her mother says. “It told my daughter that someone believes in her.”</p>',
      ].join(''),
    },
    theme: 'education',
    daysAgo: 71,
  },
  {
    title: {
      ar: 'جهاز غسيل كلوي يختصر رحلة المرضى في كسلا',
      en: 'A dialysis machine shortens patients’ journeys in Kassala',
    },
    content: {
      ar: [
        '<p>كان مرضى الفشل الكلوي في أرياف ولاية كسلا بشرق السودان يسافرون ساعات طويلة ثلاث مرات في الأسبوع لتلقي جلسات الغسيل، وكثير منهم لا يملك أجرة الطريق فيضطر إلى تأجيل جلساته.</p>',
        '<p>بتبرعات المحسنين اشترت الحملة جهاز غسيل كلوي جديدًا لمركز صحي قريب، مع مستلزمات تشغيله لمدة ستة أشهر، ودرّبت ممرضتين على استخدامه.</p>',
        '<p>يتلقى اليوم 6 مرضى جلساتهم على الجهاز الجديد بانتظام، ثلاث مرات في الأسبوع. يقول العم عثمان، وهو أحد المرضى: «كنت أقضي يومي كله في الطريق، والآن أرجع إلى بيتي قبل الظهر».</p>',
      ].join(''),
      en: [
        '<p>Kidney patients in rural Kassala, in eastern Sudan, used to travel for hours three times a week for dialysis. Many could not afford the fare and had to put off their sessions.</p>',
        '<p>Donations allowed the campaign to buy a new dialysis machine for a nearby health centre, together with six months of supplies, and to train two nurses to operate it.</p>',
        '<p>Six patients now receive their sessions on the new machine, three times a week. “I used to spend my whole day on the road,” says Uncle Osman, one of the patients. “Now I’m home before noon.”</p>',
      ].join(''),
    },
    theme: 'health',
    daysAgo: 33,
  },
  {
    title: {
      ar: 'خيام الإفطار في القاهرة تجمع الغرباء على مائدة واحدة',
      en: 'Iftar tents in Cairo bring strangers to one table',
    },
    content: {
      ar: [
        '<p>في أحياء شبرا والمطرية بالقاهرة نُصبت خيام إفطار طوال أيام رمضان، يجلس فيها العمال والطلاب المغتربون وكبار السن الذين يعيشون وحدهم جنبًا إلى جنب عند أذان المغرب.</p>',
        '<p>قدّمت الخيام أكثر من 45,000 وجبة ساخنة خلال الشهر، أعدّها طباخون من أهل الحي، وشارك في تقديمها عشرات المتطوعين من شباب المنطقة.</p>',
        '<p>يقول محمود، وهو طالب جامعي من أسوان: «هذا أول رمضان لي بعيدًا عن أهلي، لكنني لم أفطر وحدي يومًا واحدًا».</p>',
      ].join(''),
      en: [
        '<p>Throughout Ramadan, iftar tents stood in the Cairo districts of Shubra and Matariya. At the sunset call to prayer, labourers, students far from home and elderly people living alone sat side by side.</p>',
        '<p>Over the month the tents served more than 45,000 hot meals, cooked by local cooks and served by dozens of young volunteers from the neighbourhood.</p>',
        '<p>“It’s my first Ramadan away from my family,” says Mahmoud, a university student from Aswan, “but I didn’t break my fast alone a single day.”</p>',
      ].join(''),
    },
    theme: 'iftar',
    daysAgo: 15,
  },
  {
    title: {
      ar: 'مسجد القرية يعود في لومبوك',
      en: 'A village mosque rises again in Lombok',
    },
    content: {
      ar: [
        '<p>تهدّم مسجد قرية صغيرة في جزيرة لومبوك الإندونيسية إثر زلزال قوي، فصار أهلها يصلّون تحت سقف من الصفيح لأكثر من عامين، ويجتمع الأطفال لحلقات القرآن في ساحة مكشوفة.</p>',
        '<p>أعادت الحملة بناء المسجد بتصميم مقاوم للزلازل، يتسع لـ400 مصلٍّ، وأُلحقت به قاعة لتحفيظ القرآن ودورات مياه ومكان للوضوء.</p>',
        '<p>أقيمت أول صلاة تراويح في المسجد الجديد في رمضان الماضي، وامتلأت صفوفه حتى الساحة الخارجية. يقول إمام المسجد: «عاد للقرية قلبها».</p>',
      ].join(''),
      en: [
        '<p>When a strong earthquake struck the Indonesian island of Lombok, it brought down the mosque of a small village. For more than two years, villagers prayed under a tin roof and children gathered for Qur’an lessons in an open yard.</p>',
        '<p>The campaign rebuilt the mosque to an earthquake-resistant design with room for 400 worshippers, adding a Qur’an classroom, washrooms and an ablution area.</p>',
        '<p>The first Taraweeh prayer in the new mosque was held last Ramadan, with rows stretching out into the courtyard. “The village has its heart back,” says the imam.</p>',
      ].join(''),
    },
    theme: 'mosque',
    daysAgo: 96,
  },
  {
    title: {
      ar: 'ثياب العيد تُدخل الفرحة إلى مخيم في الشمال السوري',
      en: 'Eid clothes bring joy to a camp in north-west Syria',
    },
    content: {
      ar: [
        '<p>في مخيم قرب مدينة أعزاز، لم يكن لدى كثير من الأطفال الأيتام ما يلبسونه في العيد غير ملابسهم اليومية المهترئة.</p>',
        '<p>قبل العيد بأسبوع وزّعت الحملة قسائم شرائية على 850 يتيمًا، ذهب بها الأطفال مع أمهاتهم إلى متاجر محلية ليختاروا ملابسهم وأحذيتهم بأنفسهم، وهو ما أنعش حركة السوق الصغيرة في المنطقة أيضًا.</p>',
        '<p>تقول آمنة، ذات التسع سنوات، وهي تدور بفستانها الوردي: «اخترته وحدي، وأمي قالت إنه أجمل فستان في المخيم».</p>',
      ].join(''),
      en: [
        '<p>In a camp near the town of Azaz, many orphaned children had nothing to wear for Eid except their worn everyday clothes.</p>',
        '<p>A week before Eid, the campaign gave shopping vouchers to 850 orphans. The children went with their mothers to local shops to choose their own clothes and shoes, which also gave a welcome boost to the area’s small traders.</p>',
        '<p>“I chose it all by myself,” says nine-year-old Amina, twirling in her pink dress, “and Mum says it’s the prettiest dress in the camp.”</p>',
      ].join(''),
    },
    theme: 'orphans',
    daysAgo: 115,
  },
  {
    title: {
      ar: 'عبدالرحمن يختم القرآن في حلقة الحي',
      en: 'Abdulrahman completes the Qur’an at his neighbourhood circle',
    },
    content: {
      ar: [
        '<p>التحق عبدالرحمن بحلقة تحفيظ القرآن في مسجد حيّه وهو في العاشرة، بعد أن فقد والده. كانت الحلقة تُموَّل من تبرعات تغطي مكافآت المعلمين والمصاحف والمواصلات للطلاب الأيتام.</p>',
        '<p>خلال ثلاث سنوات من المواظبة أتم عبدالرحمن حفظ القرآن الكريم كاملًا، وكرّمته الجمعية في حفل حضره أكثر من 200 من أهالي الحي وطلاب الحلقات.</p>',
        '<p>يقول معلمه: «لم يتغيب يومًا واحدًا إلا لمرض. والأجمل أنه صار اليوم يساعدني في تسميع الطلاب الصغار».</p>',
      ].join(''),
      en: [
        '<p>Abdulrahman joined the Qur’an memorisation circle at his local mosque when he was ten, after losing his father. The circle was funded by donations covering teachers’ stipends, copies of the Qur’an and transport for orphaned pupils.</p>',
        '<p>After three years of steady effort, he memorised the entire Qur’an and was honoured by the charity at a ceremony attended by more than 200 neighbours and fellow pupils.</p>',
        '<p>“He never missed a day unless he was ill,” says his teacher. “And the best part is that he now helps me hear the younger pupils recite.”</p>',
      ].join(''),
    },
    theme: 'quran',
    daysAgo: 62,
  },
  {
    title: {
      ar: 'ثلاثمئة متطوع يعبّئون 12,000 سلة في الرياض',
      en: 'Three hundred volunteers pack 12,000 baskets in Riyadh',
    },
    content: {
      ar: [
        '<p>على مدى خمسة أيام قبل رمضان تحوّل مستودع في جنوب الرياض إلى خلية نحل: طلاب جامعات، وموظفون بعد دوامهم، وأمهات مع أبنائهن، يعبّئون السلال الغذائية على خطوط منظمة.</p>',
        '<p>أنجز المتطوعون تعبئة 12,000 سلة، نُقلت بالتعاون مع أحد شركاء المنصة في مجال الخدمات اللوجستية إلى الأسر المسجلة في أحياء الرياض والقرى المحيطة بها.</p>',
        '<p>تقول ريم، وهي متطوعة للمرة الثالثة: «أجمل ما في الأمر أنك ترى الخير يتحول أمامك من أرقام إلى سلال تحمل أسماء أسر حقيقية».</p>',
      ].join(''),
      en: [
        '<p>For five days before Ramadan, a warehouse in south Riyadh became a hive of activity: university students, employees after work and mothers with their children, all packing food baskets along organised lines.</p>',
        '<p>The volunteers packed 12,000 baskets, which were delivered with the help of one of the platform’s logistics partners to registered families across Riyadh and nearby villages.</p>',
        '<p>“The best part is watching generosity turn from numbers into baskets with real families’ names on them,” says Reem, who was volunteering for the third time.</p>',
      ].join(''),
    },
    theme: 'community',
    daysAgo: 27,
  },
];

export const videos: VideoSeed[] = [
  {
    title: {
      ar: 'يوم في مطبخ الإفطار: من الفجر حتى أذان المغرب',
      en: 'A day in an iftar kitchen, from dawn to sunset',
    },
    videoUrl: 'https://www.youtube.com/watch?v=bT3vR8qLm2c',
    theme: 'iftar',
    daysAgo: 5,
  },
  {
    title: {
      ar: 'حفر بئر في تشاد: الرحلة كاملة',
      en: 'Drilling a well in Chad: the whole journey',
    },
    videoUrl: 'https://www.youtube.com/watch?v=Hn5xW1pZk9A',
    theme: 'water',
    daysAgo: 40,
  },
  {
    title: {
      ar: 'هكذا تُوزَّع زكاة الفطر قبل صلاة العيد',
      en: 'How Zakat al-Fitr is distributed before the Eid prayer',
    },
    videoUrl: 'https://www.youtube.com/watch?v=r4GdYs7uQeL',
    theme: 'zakat',
    daysAgo: 14,
  },
  {
    title: {
      ar: 'أحلام صغيرة: لقاءات مع أطفال برنامج الكفالة',
      en: 'Small dreams: meeting the children of our sponsorship programme',
    },
    videoUrl: 'https://www.youtube.com/watch?v=Zf2KjP0wm8s',
    theme: 'orphans',
    daysAgo: 66,
  },
  {
    title: {
      ar: 'أيادٍ متطوعة تعبّئ سلال رمضان',
      en: 'Volunteers packing Ramadan food baskets',
    },
    videoUrl: 'https://www.youtube.com/watch?v=uM6cVt3RbNy',
    theme: 'community',
    daysAgo: 21,
  },
  {
    title: {
      ar: 'قافلة طبية في ريف السودان',
      en: 'On the road with a medical convoy in rural Sudan',
    },
    videoUrl: 'https://www.youtube.com/watch?v=X9aLq4eHd7w',
    theme: 'health',
    daysAgo: 52,
  },
  {
    title: {
      ar: 'مسجد يعود إلى الحياة: قصة إعادة البناء',
      en: 'A mosque brought back to life: the rebuilding story',
    },
    videoUrl: 'https://www.youtube.com/watch?v=pK1oJ5zGf3T',
    theme: 'mosque',
    daysAgo: 90,
  },
];
