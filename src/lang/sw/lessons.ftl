### Maandishi ya masomo manane. Unacheza safu ya chini, mashimo 1 hadi 6 kutoka kushoto, ghala
### lako upande wa kulia, na unapanda kuelekea kulia.

## Somo 1.

lesson-1-title = Kupanda
lesson-1-teaches = Hatua inachukua mbegu zote za moja ya mashimo yako na kuziweka moja moja katika mashimo yanayofuata, kuelekea kulia kwenye safu yako.
lesson-1-step-1-ask = Panda ili mbegu yako ya mwisho iangukie shimo lako 5.
lesson-1-step-1-why = Shimo 1 lilikuwa na mbegu nne: moja iliingia katika kila moja ya mashimo 2, 3, 4 na 5.
lesson-1-step-2-ask = Panda ili mbegu yako ya mwisho iangukie shimo lako 6.
lesson-1-step-2-why = Mbegu tatu za shimo 3 ziliingia katika mashimo 4, 5 na 6: hesabu mbegu, kisha hesabu mashimo.
lesson-1-step-3-ask = Panda ili mbegu yako ya mwisho iangukie shimo 2 la mpinzani wako.
lesson-1-step-3-why = Kupanda kunaendelea kupita mwisho wa safu yako: mbegu tano za shimo 4 ziliingia katika mashimo 5 na 6, ghala lako, kisha mashimo 1 na 2 ya mpinzani wako.

## Somo 2.

lesson-2-title = Ghala linalorukwa
lesson-2-teaches = Kupanda kunazunguka ubao, kunaingia ghalani mwako lakini kamwe si katika ghala la mpinzani wako: ghala lake linarukwa.
lesson-2-step-1-ask = Fanya mbegu yako ya mwisho iangukie shimo lako mwenyewe 2.
lesson-2-step-1-why = Mbegu tisa za shimo 6: moja ghalani mwako, sita kwenye safu ya mpinzani wako, hakuna ghalani mwake, na mbili za mwisho katika mashimo yako 1 na 2.
lesson-2-step-2-ask = Fanya mbegu yako ya mwisho iangukie shimo lako mwenyewe 1.
lesson-2-step-2-why = Mbegu nane kutoka shimo 6: ghala lako, mashimo sita ya mpinzani wako, ghala lake likarukwa, na ya nane katika shimo lako 1.
lesson-2-step-3-ask = Fanya mbegu yako ya mwisho iangukie ghala lako, baada ya kuzunguka ubao wote.
lesson-2-step-3-why = Mbegu kumi na nne kutoka shimo 6: ghala lako, sita kwenye safu ya mpinzani wako, sita kwenye yako, na ya kumi na nne ghalani mwako tena. Ghala lake lilirukwa, kwa hiyo hesabu ilikuwa sahihi.

## Somo 3.

lesson-3-title = Zamu ya ziada
lesson-3-teaches = Mbegu yako ya mwisho ikiangukia ghala lako, unacheza tena.
lesson-3-step-1-ask = Panda ili mbegu yako ya mwisho iangukie ghala lako.
lesson-3-step-1-why = Shimo 3 liko nafasi nne kutoka ghala lako na lilikuwa na mbegu nne: ya mwisho iliangukia ghala, kwa hiyo unacheza tena.
lesson-3-step-2-ask = Tafuta shimo ambalo mbegu zake zinaishia hasa ghalani mwako.
lesson-3-step-2-why = Shimo 5 liko nafasi mbili kutoka ghala lako na lilikuwa na mbegu mbili. Shimo linahitaji mbegu nyingi kama nafasi zilizopo kati yake na ghala: shimo 6 moja, shimo 5 mbili, shimo 1 sita.
lesson-3-step-3-ask = Pata zamu ya ziada. Shimo linaloweza kuileta liko mbali na ghala.
lesson-3-step-3-why = Shimo 1 liko nafasi sita kutoka ghala lako na lilikuwa na mbegu sita.

## Somo 4.

lesson-4-title = Kufuatanisha zamu za ziada
lesson-4-teaches = Zamu za ziada zinaweza kufuatana. Mpangilio ni muhimu: cheza kwanza shimo lililo karibu zaidi na ghala, ili mbegu zake zisiharibu hesabu ya mashimo mengine.
lesson-4-step-1-ask = Pata zamu mbili za ziada mfululizo.
lesson-4-step-1-why = Shimo 6 kwanza: mbegu yake moja iliingia ghalani. Kisha mbegu mbili za shimo 5 bado zililifikia. Kwa mpangilio wa kinyume, shimo 5 lingeweka mbegu katika shimo 6, na kisha shimo 6 lingepita ghala.
lesson-4-step-2-ask = Pata zamu tatu za ziada mfululizo.
lesson-4-step-2-why = Shimo 6, kisha shimo 5 (ambalo mbegu yake ya kwanza ilijaza tena shimo 6), kisha shimo 6 tena: kila moja liliishia ghalani.
lesson-4-step-3-ask = Pata zamu nne za ziada mfululizo.
lesson-4-step-3-why = Shimo 6, shimo 5, shimo 6 tena, kisha shimo 4: kila mara shimo ambalo mbegu zake zinaishia hasa ghalani, lililo karibu zaidi kwanza.

## Somo 5.

lesson-5-title = Kula
lesson-5-teaches = Mbegu yako ya mwisho ikiangukia shimo lako tupu na shimo lililo mkabala nalo lina mbegu, unazichukua mbegu hizo pamoja na mbegu yako ya mwisho na kuziweka ghalani mwako.
lesson-5-step-1-ask = Kula angalau mbegu 5 kwa hatua moja.
lesson-5-step-1-why = Mbegu yako kutoka shimo 1 iliangukia shimo lako tupu 2, lililo mkabala na shimo 5 la mpinzani wako: mbegu zake sita ziliingia ghalani mwako.
lesson-5-step-2-ask = Hatua mbili zinakula. Tafuta ile inayochukua angalau mbegu 6.
lesson-5-step-2-why = Mbegu ya shimo 4 iliangukia shimo lako tupu 5, mkabala na mbegu sita. Shimo 1 lingeangukia shimo 3, mkabala na mbili tu.
lesson-5-step-3-ask = Kula angalau mbegu 4. Huenda ukahitaji zamu yako ya ziada kwanza.
lesson-5-step-3-why = Shimo 6 liliingia ghalani mwako na likabaki tupu, kwa hiyo mbegu ya shimo 5 kisha iliangukia shimo 6 tupu na kuchukua mbegu nne zilizo mkabala nalo.

## Somo 6.

lesson-6-title = Hakuna kula mkabala na shimo tupu
lesson-6-teaches = Kula kunahitaji mbegu katika shimo lililo mkabala na lako. Shimo hilo likiwa tupu, mbegu yako ya mwisho inabaki tu pale ilipoangukia (isipokuwa kanuni ya hiari ya kula kwenye shimo tupu imewashwa).
lesson-6-step-1-ask = Kula kitu. Angalia shimo lililo mkabala na pale unapoangukia.
lesson-6-step-1-why = Mbegu ya shimo 4 iliangukia shimo lako tupu 5, mkabala na mbegu tatu. Kutoka shimo 1 ingeangukia shimo 2, mkabala na shimo tupu, na isingechukua chochote.
lesson-6-step-2-ask = Hatua tatu zinaangukia shimo lako tupu. Moja tu inakula: itafute.
lesson-6-step-2-why = Mbegu ya shimo 5 iliangukia shimo lako 6, mkabala na mbegu tano. Mashimo 2 na 4 yako mkabala na mashimo matupu.
lesson-6-step-3-ask = Kanuni ya hiari ya kula kwenye shimo tupu ikiwa imewashwa, weka mbegu moja ghalani mwako.
lesson-6-step-3-why = Chini ya kanuni hii ya hiari, mbegu ya mwisho katika shimo lako tupu inakwenda ghalani mwako hata kama shimo lililo mkabala nalo ni tupu.

## Somo 7.

lesson-7-title = Mwisho wa mchezo
lesson-7-teaches = Mchezo unaisha mara moja safu yoyote ikiwa tupu. Kisha mbegu zilizobaki katika safu nyingine zinakwenda kwenye ghala la mwenye safu hiyo, na ghala kubwa zaidi linashinda.
lesson-7-step-1-ask = Mpinzani wako ana mbegu katika shimo moja tu. Maliza mchezo sasa, na ushinde.
lesson-7-step-1-why = Kula mbegu zake za mwisho kulimaliza safu yake, kwa hiyo mchezo uliisha, na mbegu tatu zilizobaki katika safu yako zilikwenda ghalani mwako: 30 kwa 18.
lesson-7-step-2-ask = Maliza safu yako mwenyewe kwa zamu za ziada ili mchezo uishe ukiwa mbele.
lesson-7-step-2-why = Shimo 6, shimo 5, kisha shimo 6 tena: mbegu tatu ghalani mwako, safu yako tupu, na mbegu tatu za mpinzani wako ghalani mwake: 25 kwa 23. Kwa mpangilio wa kinyume, mbegu moja ingemwendea: sare.
lesson-7-step-3-ask = Maliza mchezo na uushinde. Mbegu zitakazobaki katika safu yako zitakuwa zako ikiwa safu ya mpinzani wako itakuwa tupu kwanza.
lesson-7-step-3-why = Mbegu ya shimo 4 iliangukia shimo lako tupu 5 na kuchukua mbegu tano zilizo mkabala nalo, za mwisho katika safu ya mpinzani wako. Mchezo uliisha, na mbegu mbili za shimo lako 6 zilikwenda ghalani mwako: 28 kwa 20.

## Somo 8.

lesson-8-title = Kuhesabu hadi ushindi
lesson-8-teaches = Kuna mbegu 48. Ghala lenye 25 haliwezi kufikiwa tena: hesabu mbegu unazohitaji, kisha tafuta zamu inayoziingiza.
lesson-8-step-1-ask = Fikisha ghala lako 25 zamu hii.
lesson-8-step-1-why = Zamu tatu za ziada, mbegu moja kila moja: 22, 23, 24, 25. Ukiwa na 25 kati ya mbegu 48, mchezo ni wako.
lesson-8-step-2-ask = Fikisha ghala lako 25 zamu hii. Hatua mbili zinakula: hesabu kila moja inachukua nini.
lesson-8-step-2-why = Mbegu ya shimo 2 iliangukia shimo lako tupu 3, mkabala na mbegu nne: nne pamoja na mbegu yako mwenyewe ni 25. Kula kwa shimo 5 kungeleta 24.
lesson-8-step-3-ask = Fikisha ghala lako 25 zamu hii. Hesabu kabla ya kula.
lesson-8-step-3-why = Shimo 6 kwanza: mbegu moja ghalani mwako na zamu nyingine. Kisha mbegu ya shimo 4 ilichukua mbegu moja iliyo mkabala na shimo 5: 23 na 2 ni 25. Kula kwanza kungesimama kwenye 24.
