## رأس الصفحة وتذييلها.

masthead = Mancala
tagline = كالاه، لعبة الحفر الست: بذرٌ واستيلاء
footer = مجانية، بلا حساب ولا تتبّع. المباريات ضد الحاسوب أو على شاشة واحدة أو عبر رابط تبقى في متصفحك؛ أما اللعب عبر الإنترنت فيرسل قواعد الغرفة ونقلاتك إلى خادم الغرف، الذي يحتفظ بها (انظر المساعدة).

## شريط الأدوات.

toolbar-label = المباراة
new-game-button = مباراة جديدة
undo-button = تراجع
redo-button = إعادة
hint-button = تلميح
skip-button = تخطٍّ
full-screen-button = ملء الشاشة
send-move-button = أرسل نقلتك
swap-button = بدّل الجهتين
settings-button = الإعدادات
loading-settings = جارٍ تحميل الإعدادات…

## التنقل بين الأوضاع.

modes-label = الأوضاع
nav-play = العب
nav-puzzles = الألغاز
nav-learn = تعلّم
nav-analysis = لوحة التحليل
nav-analysis-short = التحليل
nav-online = العب عبر الإنترنت
nav-online-short = عبر الإنترنت
loading-puzzles = جارٍ تحميل الألغاز…
loading-lessons = جارٍ تحميل الدروس…
loading-analysis-board = جارٍ تحميل لوحة التحليل…
loading-online = جارٍ تحميل اللعب عبر الإنترنت…
not-loaded = تعذّر تحميل هذا الجزء من الصفحة. المباراة مستمرة؛ أعد تحميل الصفحة لتحاول مرة أخرى.
learn-offer-start = جديد على مانكالا؟
learn-offer-link = تعلّم اللعب في ثمانية دروس قصيرة
learn-offer-end = .

## أسماء الإعدادات.

opponent-label = الخصم
difficulty-label = الصعوبة
who-opens-label = من يبدأ
turn-clock-label = ساعة الدور
seeds-per-pit-label = البذور في كل حفرة
house-rules-label = قواعد اختيارية
sweep-label = البذور الباقية حين يفرغ صف
speed-label = السرعة
motion-label = الحركة
colours-label = الألوان
sound-label = الصوت (M)
done-button = تم

## خيارات الإعدادات.

opponent-computer = الحاسوب
opponent-human = لاعبان
level-easy = سهل
level-medium = متوسط
level-hard = صعب
level-expert = خبير
level-numbered = المستوى { $number }
level-named-with-number = { $level } (المستوى { $number })
side-first = أنت (اللاعب 1)
side-second = الحاسوب (اللاعب 2)
side-alternate = بالتناوب
speed-slow = بطيئة
speed-normal = عادية
speed-fast = سريعة
speed-instant = فورية
clock-off = معطّلة
clock-minutes = { $count ->
    [zero] { $count } دقيقة
    [one] دقيقة واحدة
    [two] دقيقتان
    [few] { $count } دقائق
    [many] { $count } دقيقة
   *[other] { $count } دقيقة
}
follow-system = حسب إعداد النظام
motion-reduced = مخفّفة: تظهر النقلات فورًا
motion-full = حركة كاملة
theme-light = فاتح
theme-dark = داكن
theme-contrast = تباين عالٍ
sound-off = مغلق
sound-on = مفتوح
sweep-own-row = تذهب إلى صاحب الصف
sweep-to-runner = تذهب إلى من نفدت بذوره
sweep-discard = لا تُحسب لأحد
rule-empty-capture = تدخل البذرة الأخيرة الساقطة في حفرتك الفارغة مخزنك حتى لو كانت الحفرة المقابلة فارغة
rule-one-extra-turn = دور إضافي واحد فقط على التوالي
rule-both-stores = البذر في المخزنين كليهما
rule-skip-origin = الدورة الكاملة حول اللوحة تتخطى الحفرة التي بدأت منها
rule-pie = بعد الدور الأول، يجوز للاعب الثاني تبديل الجهتين

## التنبيهات بجانب المباراة.

storage-trouble = هذا المتصفح لا يسمح للصفحة بحفظ أي شيء (التخزين معطّل أو ممتلئ)، لذا تبقى إعداداتك وإحصاءاتك حتى تغادر الصفحة فقط.
store-missing = لم يُحمَّل جزء الصفحة الذي يقرأ إعداداتك وإحصاءاتك ومباراتك ويحفظها. ما حُفظ من قبل يبقى كما هو، لكن قد لا تُحفظ هذه الزيارة: أعد تحميل الصفحة لتحاول مرة أخرى.
no-worker = لم يشغّل متصفحك عاملًا في الخلفية، لذا يفكّر الحاسوب في الصفحة نفسها بميزانية أصغر (متوسط على الأكثر).
link-unread = لم يُحمَّل جزء الصفحة الذي يقرأ الروابط، لذا لم يُفتح هذا الرابط وتبدأ مباراة جديدة بدلًا منه. ما زال العنوان يحمل الرابط: أعد تحميل الصفحة لتحاول مرة أخرى.
settings-unreadable = تعذّر استعمال إعداداتك المحفوظة لأن { $why }، لذا تُطبَّق الإعدادات الافتراضية. تُحفظ من جديد عندما تغيّر أحد الإعدادات.
stats-unreadable = تعذّرت قراءة إحصاءاتك المحفوظة لأن { $why }. تبقى كما هي الآن: هذه الزيارة تعدّ من جديد، ولا تكتب فوقها إلا حين تُحسب مباراة.
game-unresumable = تعذّر استئناف مباراتك المحفوظة لأن { $why }، لذا تبدأ مباراة جديدة.
lessons-unreadable = تعذّرت قراءة سجل الدروس التي أنهيتها لأن { $why }. يبقى كما هو حتى تُنهي درسًا، فيبدأ سجل جديد.
puzzles-unreadable = تعذّرت قراءة تصنيفك في الألغاز وألغازك لأن { $why }. تبقى كما هي حتى تحاول حل لغز، فيبدأ سجل جديد.
seats-unreadable = تعذّرت قراءة مقاعدك في الغرف المباشرة لأن { $why }. تبقى كما هي حتى تأخذ مقعدًا، فيبدأ سجل جديد.
fork-older = هذا الرابط أقدم من المباراة التي على هذا الجهاز: يتوقف بعد النقلة { $same }، ومباراتك تمتد حتى النقلة { $kept }. تُعرض مباراة الرابط، وتُحفظ هنا من الآن؛ للعودة إلى مباراة هذا الجهاز، افتح ?{ $link }
fork-differs = تفترق مباراة هذا الرابط عن مباراة هذا الجهاز بعد النقلة { $same }: كانت النقلة { $next } هناك { $kept }، وفي الرابط { $linked }. تُعرض مباراة الرابط، وتُحفظ هنا من الآن؛ للعودة إلى مباراة هذا الجهاز، افتح ?{ $link }
fork-pit = الحفرة { $pit }
fork-swap = تبديل الجهتين
move-not-copied = لم يقبل متصفحك النسخ، فهذا هو الرابط لترسله إلى { $name }: { $link }
link-not-copied = لم يقبل متصفحك النسخ، فهذا هو رابط هذه المباراة: { $link }
text-not-copied = لم يقبل متصفحك النسخ، فهذه هي المباراة نصًّا (تُقرأ من جديد كما هي، على سطر واحد): { $text }
invalid-settings = هذه الإعدادات غير صالحة؛ لم يتغير شيء.

## سبب تعذّر قراءة المحفوظ: جملة بعد «لأن».

corrupt-reason = النص المحفوظ تالف
shape-reason = شكله ليس الشكل الذي تحفظ به هذه الصفحة
version-reason = نسخةً أحدث من هذه الصفحة هي التي حفظته
absurd-reason = أرقامه لا يمكن أن تكون صحيحة

## أجزاء الرابط التي لم تُطبَّق.

ignored = لم يُفهم جزء من هذا الرابط، لذا بقيت تلك الإعدادات على قيمها الافتراضية: { $parts }.
ignored-separator = {"؛ "}
ignored-unknown-key = «{ $key }» ليس إعدادًا
ignored-bad-value = «{ $value }» ليست قيمة صالحة لـ { $key }
ignored-repeated = ورد { $key } أكثر من مرة
ignored-more = { $count } أخرى
