### التدريب: الألغاز. يحل اللغزَ دائمًا الصفُّ السفلي.

## العنوان والتصنيف.

train-puzzles = الألغاز
train-back-to-game = العودة إلى المباراة

train-rating = تصنيفك في الألغاز: { $rating }{ $settling ->
    [first-estimate] ، وهو تقدير أول يستقر كلما حللت المزيد
   *[settled] {""}
}. الألغاز المصنَّفة المحلولة: { $solved } من { $tried }. أفضل سلسلة: { $best }.

## الأنماط.

train-daily = لغز اليوم
train-daily-solved = لغز اليوم (حُلّ اليوم)
train-streak = سلسلة
train-streak-solved = سلسلة: المحلول { $count }
train-rated = تدريب مصنَّف
train-linked = لغز
train-mine = من مبارياتك
train-mine-to-solve = من مبارياتك (الباقي للحل: { $count })
train-puzzle-number = اللغز { $id }
train-mode-puzzle = { $mode }: اللغز { $id }
train-all-modes = كل الأنماط
train-about-puzzles = كل لغز وضعٌ من مباراة حقيقية تحافظ فيه نقلة واحدة (أو سلسلة واحدة من الأدوار الإضافية) على أفضل نتيجة، كما أثبتها حلّال هذه اللعبة نفسها، وتخسر فيه كل نقلة أخرى بذرتين على الأقل.
train-about-modes = تزداد السلسلة صعوبة حتى أول خطأ لك. يختار التدريب المصنَّف ألغازًا قريبة من تصنيفك، الذي يتغير مع كل محاولة أولى. وبعد تحليل مباراة يصير كل خطأ يذكره لغزًا خاصًا بك.
train-loading = جارٍ تحميل الألغاز…
train-still-work = { $problem } ما زالت اللعبة وألغازك الخاصة تعمل.
train-none-of-your-own = لا ألغاز خاصة بك لحلها: حلّل مباراة منتهية («حلّل المباراة») فتأتي أخطاؤها إلى هنا.
train-daily-done = كان ذلك لغز اليوم. يأتي لغز جديد غدًا.

## المواضيع.

train-theme-chain = سلسلة أدوار إضافية
train-theme-capture = استيلاء
train-theme-defence = صدّ استيلاء
train-theme-endgame = نهاية المباراة
train-theme-only = النقلة الوحيدة
train-theme-quiet = أفضل نقلة

## لغز قيد المحاولة.

train-find-best = جد أفضل نقلة للصف السفلي. التصنيف { $rating }؛ الموضوع: { $theme }.
train-find-again = دور إضافي: جد أفضل نقلة مرة أخرى.
train-find-better = جد نقلة أفضل من التي لعبتها في هذا الوضع.
train-choose-pit = اختر حفرة: انقر عليها، أو استعمل مفاتيح الأسهم وEnter، أو اكتب رقمها.
train-move-again = صحيح، ووقعت بذرتك الأخيرة في مخزنك: العب مرة أخرى.
train-pit-empty = حفرتك { $pit } فارغة: اختر حفرة فيها بذور.
train-solved-win = حُلّ! مع أفضل لعب من هنا تفوز بفارق { $count }.
train-solved-draw = حُلّ! مع أفضل لعب من هنا تنتهي المباراة بالتعادل.
train-solved-loss = حُلّ! هذه أقل النقلات خسارة: بفارق { $count } مع أفضل لعب.
train-solved-best = حُلّ! هذه النقلة تحافظ على أفضل نتيجة وجدها التحليل.
train-not-the-best = ليست الأفضل: الحفرة { $played }. الأفضل كانت الحفرة { $best }.
train-rating-stays = تصنيفك لم يتغير.
train-rating-rises = ارتفع تصنيفك بمقدار { $count }.
train-rating-falls = انخفض تصنيفك بمقدار { $count }.
train-next-puzzle = اللغز التالي
train-try-again = حاول مجددًا

## حين يتعذر الحصول على الألغاز.

train-unreadable = تعذرت قراءة الألغاز: { $reason }.
train-unfetched = تعذر تنزيل الألغاز: { $reason }.
train-fetch-refused = رفضت الشبكة الطلب
train-fetch-no-response = لم يُرجع المتصفح أي رد
train-fetch-status = أجاب الخادم بالرمز { $status }
train-fetch-body = تعذرت قراءة محتواه
train-no-such-puzzle = لا يوجد اللغز { $id }: الألغاز مرقمة من 1 إلى { $count }.
train-file-fault = ملف الألغاز { $fault }
train-line-fault = السطر { $line } من ملف الألغاز { $fault }

## ما الخطأ في الملف أو في أحد أسطره.

train-fault-too-long = طويل جدًا
train-fault-no-header = لا يبدأ كما يبدأ ملف ألغاز
train-fault-too-many = فيه ألغاز أكثر من اللازم
train-fault-no-puzzles = لا يحوي أي لغز
train-fault-cut-short = مقطوع قبل نهايته
train-fault-more-than-said = فيه ألغاز أكثر مما يذكر
train-fault-fields = عدد حقوله { $fields } لا 5
train-fault-not-numbered = يجب أن يكون اللغز { $id }
train-fault-no-position = ليس فيه وضع: { $reason }
train-fault-over = فيه مباراة منتهية
train-fault-no-rating = ليس فيه تصنيف
train-fault-rating-outside = تصنيفه { $rating }، خارج المدى من 100 إلى 3000
train-fault-no-theme = ليس فيه موضوع
train-fault-past-the-turn = يستمر إلى القرار { $at } بعد انتهاء الدور
train-fault-no-value = فيه نقلة بلا قيمة
train-fault-no-pit = لا يذكر أي حفرة
train-fault-value-not-a-number = فيه قيمة ليست عددًا
train-fault-value-beyond = فيه القيمة { $value }، وهي أكبر مما تسمح به أي لوحة
train-fault-pit-twice = يذكر الحفرة { $pit } مرتين
train-fault-not-the-legal-moves = لا يسرد النقلات الجائزة بالضبط عند القرار { $at }
train-fault-close-second = فيه نقلة أخرى يقل فارقها عن الجواب عن { seeds } عند القرار { $at }
train-fault-value-changes = يغيّر قيمة الجواب عند القرار { $at }
train-fault-unplayable = فيه جواب لا يمكن لعبه: { $reason }
train-fault-spare-turn = ينتهي بدور إضافي زائد
train-fault-ends-too-soon = يستمر بعد القرار { $at } الذي ينهي الدور
