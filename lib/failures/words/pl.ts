import type { Translation } from "@/lib/core/i18n/message";
import type en from "./en";

// Dla agenta, w formie bezosobowej („należy sprawdzić”), z terminami odpowiedzi (kod, realizacja,
// karta lojalnościowa, karta podarunkowa, promocja, nagroda). Nazwy z Voucherify (rollback, reguły
// walidacji, metadane) zostają rozpoznawalne, żeby dało się je odnaleźć w panelu.
export default {
  quoteVoucherifySays: "Komunikat Voucherify: „{message}”.",
  quoteItSays: "Treść komunikatu: „{message}”.",
  quoteItsMessage: "Komunikat reguły: „{message}”.",

  resourceNotFound:
    "W tym projekcie nie ma vouchera z tym kodem. Najczęściej to literówka, kod innej marki lub regionu albo kod usunięty.",
  resourceNotFoundCode:
    "W tym projekcie nie ma vouchera z kodem {code}. Najczęściej to literówka, kod innej marki lub regionu albo kod usunięty.",
  resourceNotFoundCheck:
    "Należy wyszukać kod dokładnie w takiej postaci, w jakiej podał go klient: zwracając uwagę na wielkość liter, spacje, O i 0, oraz upewnić się, że profil wskazuje właściwy projekt i region.",

  notFound:
    "Nie znaleziono czegoś, co wskazano w żądaniu: vouchera, klienta albo innego identyfikatora lub kodu („Resource not found”).",
  notFoundCheck:
    "Należy przeczytać komunikat błędu (w sekcji „Szczegóły”), aby ustalić, którego identyfikatora lub kodu nie znaleziono, a następnie wyszukać ten identyfikator w Voucher Lens.",

  voucherNotActive: "Kod został użyty przed datą rozpoczęcia ważności.",
  voucherNotActiveCode: "Kod {code} został użyty przed datą rozpoczęcia ważności.",
  voucherNotActiveDate: "Kod został użyty przed datą rozpoczęcia ważności ({startDate}).",
  voucherNotActiveCodeDate: "Kod {code} został użyty przed datą rozpoczęcia ważności ({startDate}).",
  voucherNotActiveCheck: "Należy porównać datę rozpoczęcia ważności vouchera z datą tej próby.",

  voucherExpired: "W chwili użycia kod był już nieważny.",
  voucherExpiredCode: "W chwili użycia kod {code} był już nieważny.",
  voucherExpiredDate: "W chwili użycia kod był już nieważny (wygasł {expirationDate}).",
  voucherExpiredCodeDate: "W chwili użycia kod {code} był już nieważny (wygasł {expirationDate}).",
  voucherExpiredWhen: "W chwili użycia ({when}) kod był już nieważny.",
  voucherExpiredCodeWhen: "W chwili użycia ({when}) kod {code} był już nieważny.",
  voucherExpiredDateWhen: "W chwili użycia ({when}) kod był już nieważny (wygasł {expirationDate}).",
  voucherExpiredCodeDateWhen:
    "W chwili użycia ({when}) kod {code} był już nieważny (wygasł {expirationDate}).",
  voucherExpiredCheck: "Należy sprawdzić datę wygaśnięcia vouchera i jego kampanii.",

  voucherDisabled:
    "Kod jest w Voucherify wyłączony (dezaktywowany), choć może mieścić się w swoich datach ważności.",
  voucherDisabledCode:
    "Kod {code} jest w Voucherify wyłączony (dezaktywowany), choć może mieścić się w swoich datach ważności.",
  voucherDisabledCheck:
    "Należy otworzyć voucher w Voucherify, sprawdzić, czy jest wyłączony (active: false), i zapytać osobę zarządzającą kampanią, czy było to zamierzone.",

  quantityExceeded:
    "Kod osiągnął limit realizacji: użyto go już tyle razy, ile pozwolono. Do limitu wliczają się też wciąż otwarte zamówienia (zablokowane sesje walidacji).",
  quantityExceededCode:
    "Kod {code} osiągnął limit realizacji: użyto go już tyle razy, ile pozwolono. Do limitu wliczają się też wciąż otwarte zamówienia (zablokowane sesje walidacji).",
  quantityExceededCheck:
    "Należy porównać dozwoloną liczbę realizacji vouchera z liczbą wykonanych; jeśli zostały jeszcze wolne użycia, warto poszukać otwartych sesji walidacji (np. porzuconego koszyka), które je blokują.",

  giftAmountExceeded: "Saldo karty podarunkowej nie wystarcza na żądaną kwotę.",
  giftAmountExceededCode: "Saldo karty podarunkowej {code} nie wystarcza na żądaną kwotę.",
  giftAmountExceededAmount:
    "Saldo karty podarunkowej nie wystarcza na żądaną kwotę (zamówienie na {orderAmount}).",
  giftAmountExceededCodeAmount:
    "Saldo karty podarunkowej {code} nie wystarcza na żądaną kwotę (zamówienie na {orderAmount}).",
  giftAmountExceededCheck: "Należy porównać saldo karty podarunkowej z żądaną kwotą.",

  customerRulesViolated:
    "Klient nie należy do grupy, dla której przeznaczony jest kod (nie pasował segment lub reguła dotycząca klienta).",
  customerRulesViolatedCode:
    "Klient nie należy do grupy, dla której przeznaczony jest kod {code} (nie pasował segment lub reguła dotycząca klienta).",
  customerRulesViolatedCheck: "Należy porównać segmenty i dane klienta z regułami walidacji kampanii.",

  orderRulesViolated:
    "Zamówienie nie spełniło warunków vouchera (np. minimalnej kwoty, wymaganych produktów lub wykluczonych pozycji).",
  orderRulesViolatedAmount:
    "Zamówienie nie spełniło warunków vouchera (np. minimalnej kwoty, wymaganych produktów lub wykluczonych pozycji); wartość zamówienia: {orderAmount}.",
  orderRulesViolatedCheck:
    "Należy porównać pozycje i kwotę zamówienia (w sekcji „Szczegóły”) z regułami walidacji kampanii.",

  invalidOrder:
    "Sklep przesłał zamówienie do Voucherify w postaci, której nie dało się przyjąć. To problem integracji, a nie klienta.",
  invalidOrderRollback:
    "Rollback wskazał zamówienie, które nie jest powiązane z anulowaną realizacją. To problem integracji, a nie klienta.",
  invalidOrderEither:
    "Sklep przesłał zamówienie do Voucherify w postaci, której nie dało się przyjąć (przy rollbacku: zamówienie niepowiązane z realizacją). To problem integracji, a nie klienta.",
  invalidOrderCheck:
    "Należy sprawdzić przesłane zamówienie (w sekcji „Szczegóły”), a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  invalidAmount:
    "Sklep przesłał kwotę zamówienia, której Voucherify nie mógł przyjąć (np. ujemną lub niezgodną z pozycjami). To problem integracji.",
  invalidAmountAmount:
    "Sklep przesłał kwotę zamówienia, której Voucherify nie mógł przyjąć (np. ujemną lub niezgodną z pozycjami); przesłana kwota: {orderAmount}. To problem integracji.",
  invalidAmountCheck:
    "Należy sprawdzić kwotę zamówienia i kwoty pozycji w sekcji „Szczegóły”, a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  missingAmount:
    "Sklep próbował zastosować kod bez kwoty zamówienia, której ten voucher wymaga. To problem integracji.",
  missingAmountCode:
    "Sklep próbował zastosować kod {code} bez kwoty zamówienia, której ten voucher wymaga. To problem integracji.",
  missingAmountCheck:
    "Należy przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify: sklep musi przesyłać kwotę zamówienia.",

  missingOrderItems:
    "Sklep próbował zastosować kod bez pozycji zamówienia, których wymagają reguły tego vouchera. To problem integracji.",
  missingOrderItemsCode:
    "Sklep próbował zastosować kod {code} bez pozycji zamówienia, których wymagają reguły tego vouchera. To problem integracji.",
  missingOrderItemsCheck:
    "Należy sprawdzić pozycje zamówienia w sekcji „Szczegóły”; jeśli ich brak, przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  missingCustomer:
    "Próbę wykonano bez wskazania klienta, a kod tego wymaga (często: klient nie był zalogowany przy składaniu zamówienia).",
  missingCustomerCode:
    "Próbę wykonano bez wskazania klienta, a kod {code} tego wymaga (często: klient nie był zalogowany przy składaniu zamówienia).",
  missingCustomerCheck:
    "Należy sprawdzić, czy wiersz wskazuje klienta; jeśli klient był zalogowany, a mimo to żaden nie jest widoczny, sklep nie przesłał identyfikatora klienta i sprawę trzeba przekazać zespołowi integracji.",

  invalidCustomer:
    "Nie można było użyć kodu z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem.",
  invalidCustomerCode:
    "Nie można było użyć kodu {code} z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem.",
  invalidCustomerHolder:
    "Nie można było użyć kodu z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem (karta należy do: {holder}).",
  invalidCustomerCodeHolder:
    "Nie można było użyć kodu {code} z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem (karta należy do: {holder}).",
  invalidCustomerEither:
    "Nie można było użyć kodu z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem, a przy rollbacku nie jest klientem tej realizacji.",
  invalidCustomerEitherCode:
    "Nie można było użyć kodu {code} z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem, a przy rollbacku nie jest klientem tej realizacji.",
  invalidCustomerEitherHolder:
    "Nie można było użyć kodu z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem (karta należy do: {holder}), a przy rollbacku nie jest klientem tej realizacji.",
  invalidCustomerEitherCodeHolder:
    "Nie można było użyć kodu {code} z tym klientem: w przypadku karty lojalnościowej nie jest on jej posiadaczem (karta należy do: {holder}), a przy rollbacku nie jest klientem tej realizacji.",
  invalidCustomerCheck:
    "Należy porównać posiadacza karty w Voucherify z klientem tej próby (klientem widocznym w tym wierszu).",
  invalidCustomerRollback:
    "Rollback wskazał klienta, który nie jest powiązany z anulowaną realizacją. To problem integracji.",
  invalidCustomerRollbackCheck:
    "Należy porównać klienta tego rollbacku z klientem pierwotnej realizacji, a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  loyaltyCardPointsExceeded:
    "Na karcie lojalnościowej nie było wystarczającej liczby punktów na to, o co poproszono.",
  loyaltyCardPointsExceededCheck:
    "Należy porównać saldo punktów karty z kosztem nagrody; punkty oczekujące wliczają się do salda dopiero po aktywacji.",

  promotionInactive: "Poziom promocji jest wyłączony (dezaktywowany), dlatego nie można go było zastosować.",
  promotionInactiveName:
    "Poziom promocji „{promotion}” jest wyłączony (dezaktywowany), dlatego nie można go było zastosować.",
  promotionInactiveCheck:
    "Należy sprawdzić w Voucherify, czy poziom promocji i jego kampania są aktywne, i zapytać osobę zarządzającą kampanią, czy było to zamierzone.",

  noApplicableRedeemables:
    "Nie udało się zastosować niczego z żądania: żaden z przesłanych kodów, promocji ani nagród nie miał zastosowania („No applicable redeemables”).",
  noApplicableRedeemablesCheck:
    "Należy wyszukać identyfikator tej realizacji w Voucher Lens, aby wyświetlić jej części: każdy kod i każda promocja z żądania mają własny wynik i powód.",

  alreadyRolledBack:
    "Poproszono o rollback (anulowanie) realizacji, która została już wcześniej anulowana, dlatego nic nie zostało anulowane po raz drugi.",
  alreadyRolledBackCode:
    "Poproszono o rollback (anulowanie) realizacji kodu {code}, która została już wcześniej anulowana, dlatego nic nie zostało anulowane po raz drugi.",
  alreadyRolledBackCheck:
    "Należy odszukać wcześniejszy rollback: otworzyć „Szczegóły”, przejść do realizacji pierwotnej i w sekcji „Wycofana przez” sprawdzić jego datę oraz to, co zostało zwrócone.",

  voucherNotActiveNow:
    "Kod został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  voucherNotActiveNowCode:
    "Kod {code} został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  voucherNotActiveNowWhen:
    "Kod został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  voucherNotActiveNowCodeWhen:
    "Kod {code} został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  voucherNotActiveNowOpen:
    "Kod został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć.",
  voucherNotActiveNowCodeOpen:
    "Kod {code} został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć.",
  voucherNotActiveNowWhenOpen:
    "Kod został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć.",
  voucherNotActiveNowCodeWhenOpen:
    "Kod {code} został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć.",
  voucherNotActiveNowUntil:
    "Kod został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć, do: {until}.",
  voucherNotActiveNowCodeUntil:
    "Kod {code} został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć, do: {until}.",
  voucherNotActiveNowWhenUntil:
    "Kod został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć, do: {until}.",
  voucherNotActiveNowCodeWhenUntil:
    "Kod {code} został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz można go użyć, do: {until}.",
  voucherNotActiveNowNext:
    "Kod został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); następny raz można go użyć od: {next}.",
  voucherNotActiveNowCodeNext:
    "Kod {code} został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); następny raz można go użyć od: {next}.",
  voucherNotActiveNowWhenNext:
    "Kod został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); następny raz można go użyć od: {next}.",
  voucherNotActiveNowCodeWhenNext:
    "Kod {code} został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); następny raz można go użyć od: {next}.",
  voucherNotActiveNowNever:
    "Kod został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed jego wygaśnięciem (ani w ciągu najbliższych 400 dni) okres ważności już się nie otworzy.",
  voucherNotActiveNowCodeNever:
    "Kod {code} został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed jego wygaśnięciem (ani w ciągu najbliższych 400 dni) okres ważności już się nie otworzy.",
  voucherNotActiveNowWhenNever:
    "Kod został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed jego wygaśnięciem (ani w ciągu najbliższych 400 dni) okres ważności już się nie otworzy.",
  voucherNotActiveNowCodeWhenNever:
    "Kod {code} został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed jego wygaśnięciem (ani w ciągu najbliższych 400 dni) okres ważności już się nie otworzy.",
  voucherNotActiveNowCheck:
    "Należy porównać w Voucherify cykliczną ważność vouchera (zakres dat, dni tygodnia, godziny) z czasem tej próby, pamiętając o strefie czasowej.",

  promotionNotActiveNow:
    "Poziom promocji został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  promotionNotActiveNowName:
    "Poziom promocji „{promotion}” został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  promotionNotActiveNowWhen:
    "Poziom promocji został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  promotionNotActiveNowNameWhen:
    "Poziom promocji „{promotion}” został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności).",
  promotionNotActiveNowOpen:
    "Poziom promocji został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje.",
  promotionNotActiveNowNameOpen:
    "Poziom promocji „{promotion}” został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje.",
  promotionNotActiveNowWhenOpen:
    "Poziom promocji został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje.",
  promotionNotActiveNowNameWhenOpen:
    "Poziom promocji „{promotion}” został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje.",
  promotionNotActiveNowUntil:
    "Poziom promocji został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje, do: {until}.",
  promotionNotActiveNowNameUntil:
    "Poziom promocji „{promotion}” został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje, do: {until}.",
  promotionNotActiveNowWhenUntil:
    "Poziom promocji został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje, do: {until}.",
  promotionNotActiveNowNameWhenUntil:
    "Poziom promocji „{promotion}” został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); teraz obowiązuje, do: {until}.",
  promotionNotActiveNowNext:
    "Poziom promocji został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); znów będzie obowiązywał od: {next}.",
  promotionNotActiveNowNameNext:
    "Poziom promocji „{promotion}” został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); znów będzie obowiązywał od: {next}.",
  promotionNotActiveNowWhenNext:
    "Poziom promocji został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); znów będzie obowiązywał od: {next}.",
  promotionNotActiveNowNameWhenNext:
    "Poziom promocji „{promotion}” został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); znów będzie obowiązywał od: {next}.",
  promotionNotActiveNowNever:
    "Poziom promocji został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed zakończeniem (ani w ciągu najbliższych 400 dni) już nie zacznie obowiązywać.",
  promotionNotActiveNowNameNever:
    "Poziom promocji „{promotion}” został użyty poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed zakończeniem (ani w ciągu najbliższych 400 dni) już nie zacznie obowiązywać.",
  promotionNotActiveNowWhenNever:
    "Poziom promocji został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed zakończeniem (ani w ciągu najbliższych 400 dni) już nie zacznie obowiązywać.",
  promotionNotActiveNowNameWhenNever:
    "Poziom promocji „{promotion}” został użyty ({when}) poza dniami lub godzinami, w których obowiązuje (poza cyklicznym okresem ważności); przed zakończeniem (ani w ciągu najbliższych 400 dni) już nie zacznie obowiązywać.",
  promotionNotActiveNowCheck:
    "Należy porównać w Voucherify cykliczną ważność poziomu promocji (zakres dat, dni tygodnia, godziny) z czasem tej próby, pamiętając o strefie czasowej.",

  redemptionRulesViolated:
    "Nie spełniono reguły walidacji kodu; szczegóły błędu wskazują regułę (identyfikator zaczynający się od val_).",
  redemptionRulesViolatedCode:
    "Nie spełniono reguły walidacji kodu {code}; szczegóły błędu wskazują regułę (identyfikator zaczynający się od val_).",
  redemptionRulesViolatedCheck:
    "Należy otworzyć w Voucherify regułę wskazaną w błędzie (val_…), aby sprawdzić, który warunek nie został spełniony; komunikat błędu może być własnym tekstem tej reguły.",

  referrerNotPermitted:
    "Klient próbował użyć własnego kodu polecającego; osoba polecająca nie może zrealizować własnego kodu.",
  referrerNotPermittedCode:
    "Klient próbował użyć własnego kodu polecającego {code}; osoba polecająca nie może zrealizować własnego kodu.",
  referrerNotPermittedCheck:
    "Należy porównać klienta tej próby z osobą polecającą (właścicielem) kodu polecającego.",

  missingReward:
    "Karta lojalnościowa została zrealizowana bez wskazania, jaką nagrodę przyznać. To problem integracji.",
  missingRewardCode:
    "Karta lojalnościowa {code} została zrealizowana bez wskazania, jaką nagrodę przyznać. To problem integracji.",
  missingRewardCheck:
    "Należy przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify: żądanie musi wskazywać nagrodę (jej identyfikator).",

  missingOrder:
    "Potrzebne było zamówienie (dla karty lojalnościowej lub nagrody opłacanej punktami), ale sklep nie przesłał go wraz z kodem. To problem integracji.",
  missingOrderCode:
    "Potrzebne było zamówienie (dla karty lojalnościowej lub nagrody opłacanej punktami), ale sklep nie przesłał go wraz z kodem {code}. To problem integracji.",
  missingOrderCheck:
    "Należy przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify: żądanie musi zawierać zamówienie.",

  missingOrderItemsAmount:
    "Żadna z pozycji zamówienia, których dotyczy kod, nie miała kwoty (np. przy płatności kartą podarunkową).",
  missingOrderItemsAmountCode:
    "Żadna z pozycji zamówienia, których dotyczy kod {code}, nie miała kwoty (np. przy płatności kartą podarunkową).",
  missingOrderItemsAmountAmount:
    "Żadna z pozycji zamówienia, których dotyczy kod, nie miała kwoty (np. przy płatności kartą podarunkową); wartość zamówienia: {orderAmount}.",
  missingOrderItemsAmountCodeAmount:
    "Żadna z pozycji zamówienia, których dotyczy kod {code}, nie miała kwoty (np. przy płatności kartą podarunkową); wartość zamówienia: {orderAmount}.",
  missingOrderItemsAmountCheck:
    "Należy sprawdzić w sekcji „Szczegóły”, czy pozycje zamówienia mają ceny i czy są to produkty objęte kodem. Jeśli cen brakuje, sprawę wraz z identyfikatorem realizacji trzeba przekazać osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  multipleRequests:
    "Dwa żądania dotyczące kodu dotarły w tej samej chwili: pierwsze było jeszcze przetwarzane, gdy nadeszło kolejne. Od 1 lipca 2026 r. dzieje się tak również wtedy, gdy jedna realizacja jest anulowana dwa razy jednocześnie.",
  multipleRequestsCode:
    "Dwa żądania dotyczące kodu {code} dotarły w tej samej chwili: pierwsze było jeszcze przetwarzane, gdy nadeszło kolejne. Od 1 lipca 2026 r. dzieje się tak również wtedy, gdy jedna realizacja jest anulowana dwa razy jednocześnie.",
  multipleRequestsCheck:
    "Należy poszukać na liście zdublowanej lub ponowionej próby z tego samego czasu i sprawdzić, czy pierwsza się powiodła, zanim cokolwiek zostanie ponowione.",

  invalidPayload:
    "Sklep przesłał żądanie, którego Voucherify nie mógł przetworzyć (np. kod lub promocję bez identyfikatora); szczegóły błędu wskazują błędne pole. To problem integracji.",
  invalidPayloadCheck:
    "Należy odczytać z komunikatu błędu (w sekcji „Szczegóły”), które pole jest błędne, a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  duplicatedRedeemables:
    "Ten sam kod lub ta sama promocja zostały przesłane dwukrotnie w jednym żądaniu. To problem integracji.",
  duplicatedRedeemablesCode:
    "Ten sam kod lub ta sama promocja ({code}) zostały przesłane dwukrotnie w jednym żądaniu. To problem integracji.",
  duplicatedRedeemablesCheck:
    "Należy odszukać wśród kodów i promocji przesłanych razem ten, który występuje dwa razy, a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  invalidRedeemables:
    "Razem przesłano kody lub promocje, których nie można łączyć (np. stos promocji wraz z innymi rabatami), w tym kod.",
  invalidRedeemablesCode:
    "Razem przesłano kody lub promocje, których nie można łączyć (np. stos promocji wraz z innymi rabatami), w tym kod {code}.",
  invalidRedeemablesCheck:
    "Należy sprawdzić, które kody i promocje przesłano razem, oraz reguły kampanii dotyczące łączenia rabatów.",

  metadataValidationFailed:
    "Dodatkowe dane (metadane) przesłane z żądaniem naruszyły reguły projektu (np. wartość spoza listy dozwolonych). To problem integracji.",
  metadataValidationFailedCheck:
    "Należy porównać metadane w sekcji „Szczegóły” z regułą przytoczoną w komunikacie błędu, a następnie przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify.",

  ambiguousTrackingId:
    "Sklep internetowy wywołał Voucherify z tej samej witryny z dwoma różnymi identyfikatorami klienta, więc Voucherify nie mógł ustalić, o którego klienta chodzi. To problem integracji.",
  ambiguousTrackingIdCheck:
    "Należy przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify: sklep internetowy musi przesyłać jeden tracking id lub source id klienta na odwiedzającego.",

  invalidRedemption:
    "Poproszono o pojedynczy rollback realizacji złożonej (łączącej kilka rabatów); taką realizację można anulować tylko w całości.",
  invalidRedemptionCheck:
    "Zamiast tego całą złożoną (nadrzędną) realizację powinna anulować osoba, która obsługuje anulowania w Voucherify.",

  invalidRedemptionParent:
    "Poproszono o rollback jednej części większej realizacji (ma ona realizację nadrzędną); części nie można anulować osobno.",
  invalidRedemptionParentCheck:
    "Należy otworzyć „Szczegóły”, przejść do pozycji „Realizacja pierwotna” i zlecić anulowanie tej realizacji osobie, która obsługuje anulowania w Voucherify.",

  invalidRollbackParams:
    "Żądanie rollbacku (anulowania) było nieprawidłowe, więc nic nie zostało anulowane. To problem integracji.",
  invalidRollbackParamsCheck:
    "Należy przekazać sprawę wraz z identyfikatorem realizacji osobie odpowiedzialnej za integrację sklepu z Voucherify: trzeba sprawdzić treść żądania rollbacku.",

  memberAlreadyExists:
    "Klient jest już członkiem tego programu lojalnościowego (v2), więc nie można go było zapisać po raz drugi.",
  memberAlreadyExistsCheck:
    "Należy odszukać istniejące członkostwo i kartę klienta, zanim ktokolwiek utworzy nowe.",

  nonActiveProgram: "Program lojalnościowy (v2) jest nieaktywny, dlatego Voucherify odrzucił żądanie.",
  nonActiveProgramCheck:
    "Należy sprawdzić status programu w Loyalty hub w Voucherify i zapytać osobę, która nim zarządza, czy tak zaplanowano.",

  zeroCardBalance:
    "Na karcie lojalnościowej nie ma punktów, dlatego odmówiono ich wykorzystania (płatności punktami lub odbioru nagrody). Karta znów zadziała, gdy punkty zostaną zebrane lub dodane.",
  zeroCardBalanceCode:
    "Na karcie lojalnościowej {code} nie ma punktów, dlatego odmówiono ich wykorzystania (płatności punktami lub odbioru nagrody). Karta znów zadziała, gdy punkty zostaną zebrane lub dodane.",
  zeroCardBalanceCheck:
    "Należy sprawdzić saldo punktów karty oraz to, czy są punkty oczekujące (liczą się dopiero po aktywacji).",

  duplicate:
    "Voucherify odmówił utworzenia obiektu, ponieważ obiekt o tym samym identyfikatorze już istnieje lub jest w użyciu.",
  duplicateCode:
    "Voucherify odmówił utworzenia obiektu, ponieważ obiekt o tym samym identyfikatorze ({code}) już istnieje lub jest w użyciu.",
  duplicateCheck:
    "Należy wyszukać istniejący obiekt o tym identyfikatorze (w Voucher Lens lub Voucherify) i użyć właśnie jego.",

  invalidAddBalanceParams: "Odmówiono doładowania karty (środkami lub punktami): żądanie było nieprawidłowe.",
  invalidAddBalanceParamsCode:
    "Odmówiono doładowania karty {code} (środkami lub punktami): żądanie było nieprawidłowe.",
  invalidAddBalanceParamsCheck:
    "Należy sprawdzić kwotę lub liczbę punktów, które miały zostać dodane, i przekazać sprawę osobie, która wprowadziła zmianę lub odpowiada za integrację.",

  malformedGift:
    "Voucherify odmówił utworzenia lub zmiany ustawień środków karty podarunkowej: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedCampaign:
    "Voucherify odmówił utworzenia lub zmiany kampanii: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedCodeConfig:
    "Voucherify odmówił utworzenia lub zmiany wzorca generowania kodów (długość, prefiks, znaki): przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedVoucher:
    "Voucherify odmówił utworzenia lub zmiany vouchera: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedValidationRules:
    "Voucherify odmówił utworzenia lub zmiany reguł walidacji: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedProduct:
    "Voucherify odmówił utworzenia lub zmiany produktu: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedSku:
    "Voucherify odmówił utworzenia lub zmiany wariantu produktu (SKU): przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedPublish:
    "Voucherify odmówił utworzenia lub zmiany przydziału (publikacji) kodu dla klienta: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedExport:
    "Voucherify odmówił utworzenia lub zmiany eksportu: przesłane dane były nieprawidłowe. Wynika to z konfiguracji w Voucherify, a nie z zamówienia.",
  malformedCheck:
    "Należy odczytać z komunikatu błędu (w sekcji „Szczegóły”), które pole jest błędne, i przekazać sprawę osobie, która wprowadziła zmianę w Voucherify lub odpowiada za integrację.",

  invalidQueryParams:
    "Voucherify odrzucił żądanie: jego parametry wyszukiwania lub filtrowania były nieprawidłowe. Pochodzi ono z narzędzia lub integracji, a nie od klienta.",
  queryTooLarge:
    "Voucherify odrzucił żądanie: było ono zbyt duże (jego treść lub parametry wyszukiwania). Pochodzi ono z narzędzia lub integracji, a nie od klienta.",
  requestRefusedCheck:
    "Należy sprawdzić rozmiar i parametry żądania oraz przekazać sprawę osobie, która je wysłała lub odpowiada za integrację.",

  noVoucherSuitableForPublication:
    "W kampanii nie został już żaden nieprzydzielony kod do wydania (np. przy dodawaniu kogoś do programu lojalnościowego).",
  noVoucherSuitableForPublicationCheck:
    "Należy sprawdzić, ile nieprzydzielonych kodów zostało w kampanii, i poprosić osobę, która nią zarządza, o wygenerowanie kolejnych.",

  noCode: "Komunikat Voucherify: {message}.",
  noCodeNoMessage: "Komunikat Voucherify: nie podano powodu.",
  noCodeCheck:
    "Należy otworzyć „Szczegóły” i przeczytać komunikat błędu; jeśli go brak, wyszukać realizację w Voucherify.",
  unknownCode:
    "Voucherify zwrócił kod błędu, którego Voucher Lens jeszcze nie zna ({failureCode}): „{message}”.",
  unknownCodeNoMessage:
    "Voucherify zwrócił kod błędu, którego Voucher Lens jeszcze nie zna ({failureCode}), bez komunikatu.",
  unknownCodeCheck:
    "Należy przeczytać komunikat błędu w sekcji „Szczegóły” i wyszukać kod na liście błędów Voucherify, a także powiadomić zespół Voucher Lens o nowym kodzie.",
} satisfies Translation<typeof en>;
