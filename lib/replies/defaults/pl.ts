import type { LanguageWordings } from "./shared";

// Written to be sent as they are. The customer's gender is unknown, so no reply addresses them with
// a gendered form (Pan/Pani, past-tense verbs): the sentences are impersonal or speak as "we". The
// code takes the case its sentence needs from the word before it ("kod", "kodu", "z kodu"), and
// {next_usable} ("wtorek, 24 listopada 10:30 CET") and {points} follow a colon or "wynosi", where
// no case or number agreement is needed.

const HI = "Dzień dobry[, {first_name}],\n\n";
const code = (word: string) => `[${word} {code}|${word}]`;
const KOD_CAP = code("Kod");
const KODU = code("kodu");
const KODU_CAP = code("Kodu");
const Z_KODU_CAP = code("Z kodu");
const KARTA_CAP = code("Karta lojalnościowa");
const KARTY = code("karty lojalnościowej");
const KARCIE = code("karcie lojalnościowej");
const PROMOCJA_CAP = "[Promocja „{promotion}”|Promocja][ (kod {code})]";
const ON = "[ w dniu {date}]";

const BACK = "wrócimy z odpowiedzią.";
const PASSED =
  "Przekazaliśmy sprawę naszemu zespołowi i odezwiemy się, gdy tylko otrzymamy od niego odpowiedź.";
const technical = (doing: string) =>
  `${HI}Dziękujemy za cierpliwość. Podczas ${doing} wystąpił problem techniczny. Jego przyczyna leży wyłącznie po naszej stronie. ${PASSED}`;
const APPLYING = technical(`realizacji ${KODU} w zamówieniu`);
const REVERSING = technical(`anulowania realizacji ${KODU} w zamówieniu`);
const SETUP = `${HI}Dziękujemy za cierpliwość. Po naszej stronie wystąpił problem dotyczący [kodu {code}|tego zgłoszenia]. ${PASSED}`;
const OFFER = "Sprawdzimy, co innego możemy zaproponować.";

export const PL: LanguageWordings = {
  shared: { applying: APPLYING, reversing: REVERSING, setup: SETUP },
  own: {
    resource_not_found: `${HI}Sprawdziliśmy ${code("kod")} i nie ma go w naszym systemie. Prosimy o ponowne sprawdzenie kodu (łatwo pomylić np. literę O z cyfrą 0) lub przesłanie zrzutu ekranu pokazującego, skąd pochodzi kod.`,
    not_found: `${HI}Przyjrzeliśmy się ${code("kodowi")}: w naszym systemie nie udało się odnaleźć czegoś, co jest potrzebne do jego realizacji. Sprawdzamy, czego brakuje, i ${BACK}`,
    voucher_not_active: `${HI}${KOD_CAP} nie jest jeszcze aktywny[ – będzie można go użyć od {start_date}]. Prosimy spróbować ponownie, gdy kod zacznie obowiązywać.`,
    voucher_expired: `${HI}Przykro nam, ale ${code("kod")} wygasł[ {expiration_date}], dlatego nie można go było już zastosować${ON}.`,
    voucher_disabled: `${HI}${KOD_CAP} został dezaktywowany, dlatego w tej chwili nie można z niego skorzystać. Przyglądamy się tej sprawie i ${BACK}`,
    quantity_exceeded: `${HI}${KOD_CAP} osiągnął już limit użyć, dlatego nie można go było zastosować ponownie${ON}. Jeśli kod powinien mieć jeszcze dostępne użycia, prosimy o wiadomość – sprawdzimy to.`,
    gift_amount_exceeded: `${HI}Saldo pozostałe na [karcie podarunkowej {code}|karcie podarunkowej] jest niższe niż kwota, która miała zostać z niej pobrana, dlatego nie udało się użyć karty. Chętnie podamy, ile środków na niej pozostało.`,
    customer_rules_violated: `${HI}${KOD_CAP} jest przeznaczony dla określonej grupy klientów, a użyte konto nie spełnia jego warunków, dlatego nie można go było zastosować.`,
    order_rules_violated: `${HI}Zamówienie nie spełniało warunków ${KODU} (takich jak minimalna wartość zamówienia lub produkty objęte kodem), dlatego kodu nie można było zastosować.`,
    missing_customer: `${HI}${Z_KODU_CAP} można skorzystać wyłącznie po zalogowaniu się na konto. Prosimy zalogować się i spróbować ponownie.`,
    invalid_customer: `${HI}${KOD_CAP} jest przypisany do innego konta klienta niż to użyte w tym przypadku, dlatego nie można go było zastosować. Czy możemy prosić o podanie adresu e-mail konta, z którego skorzystano? Na tej podstawie sprawdzimy sprawę.`,
    loyalty_card_points_exceeded: `${HI}Na ${KARCIE} nie było${ON} wystarczającej liczby punktów na [nagrodę „{reward}”|tę nagrodę]. Punkty oczekujące są uwzględniane dopiero po ich aktywacji. Jeśli to pomoże, chętnie podamy aktualne saldo punktów.`,
    promotion_inactive: `${HI}${PROMOCJA_CAP} w tej chwili nie obowiązuje, dlatego nie można było jej zastosować. Wyjaśniamy z naszym zespołem, czy tak powinno być, i ${BACK}`,
    no_applicable_redeemables: `${HI}Żadnego z rabatów w zamówieniu[, w tym kodu {code},] nie udało się zastosować. Sprawdzamy przyczynę w przypadku każdego z nich i ${BACK}`,
    already_rolled_back: `${HI}Użycie ${KODU} w zamówieniu zostało już wcześniej anulowane, więc nie było czego więcej cofać. Jeśli kwota lub saldo budzą wątpliwości, prosimy o wiadomość – sprawdzimy to.`,
    voucher_not_active_now: `${HI}${Z_KODU_CAP} można korzystać tylko w określone dni lub w określonych godzinach, dlatego nie można go było zastosować${ON}. [Najbliższy termin, od którego kod znów będzie można wykorzystać: {next_usable}.|Chętnie podamy, kiedy będzie można z niego skorzystać ponownie.]`,
    "voucher_not_active_now.never_again": `${HI}${Z_KODU_CAP} można korzystać tylko w określone dni lub w określonych godzinach, dlatego nie można go było zastosować${ON}. Przykro nam, ale do końca okresu ważności kodu nie będzie już można z niego skorzystać. ${OFFER}`,
    promotion_not_active_now: `${HI}${PROMOCJA_CAP} obowiązuje tylko w określone dni lub w określonych godzinach, dlatego nie można było jej zastosować${ON}. [Najbliższy termin, od którego promocja znów będzie obowiązywać: {next_usable}.|Chętnie podamy, kiedy będzie można z niej skorzystać ponownie.]`,
    "promotion_not_active_now.never_again": `${HI}${PROMOCJA_CAP} obowiązuje tylko w określone dni lub w określonych godzinach, dlatego nie można było jej zastosować${ON}. Przykro nam, ale przed zakończeniem promocja nie zostanie już ponownie uruchomiona. ${OFFER}`,
    redemption_rules_violated: `${HI}${KOD_CAP} ma warunki użycia, które tym razem nie zostały spełnione, dlatego nie można go było zastosować. Sprawdzamy, o który warunek dokładnie chodzi, i ${BACK}`,
    referrer_not_permitted_to_redeem: `${HI}Wygląda na to, że ${code("kod")} jest kodem polecającym przypisanym do konta, na którym próbowano go użyć. Jest on przeznaczony dla zapraszanych znajomych, dlatego nie można z niego skorzystać na własnym koncie. Jeśli jest inaczej, prosimy o wiadomość – sprawdzimy to.`,
    missing_reward: technical(`korzystania z ${KARTY}`),
    missing_order_items_amount: technical(`realizacji ${KODU} dla produktów w zamówieniu`),
    multiple_requests: `${HI}W tej samej chwili otrzymaliśmy dwukrotnie ${code("kod")}, dlatego drugą próbę wstrzymano, aby kod nie został zastosowany dwa razy. Sprawdzamy, czy pierwsza próba się powiodła, i ${BACK}`,
    invalid_redeemables: `${HI}${KODU_CAP} nie można łączyć z innymi rabatami w zamówieniu, dlatego nie udało się zastosować ich wszystkich jednocześnie. Sprawdzamy, które z nich można wykorzystać, i ${BACK}`,
    member_already_exists: `${HI}Dobra wiadomość: członkostwo w naszym programie lojalnościowym jest już aktywne[ (numer karty: {code})], więc ponowne dołączenie nie było potrzebne.`,
    non_active_program: `${HI}Nasz program lojalnościowy jest w tej chwili niedostępny, dlatego nie można było użyć ${KODU}. Wyjaśniamy sprawę z naszym zespołem i ${BACK}`,
    zero_card_balance: `${HI}Na ${KARCIE} nie ma obecnie punktów, które można wydać, dlatego [nie można było wykorzystać nagrody „{reward}”|nie można było z niej skorzystać]${ON}. Karty będzie można ponownie używać, gdy tylko pojawią się na niej punkty.`,
    invalid_add_balance_params: `${HI}Dziękujemy za cierpliwość. Podczas dodawania środków do [karty {code}|karty] wystąpił problem techniczny po naszej stronie. ${PASSED}`,
    no_voucher_suitable_for_publication: `${HI}Dziękujemy za cierpliwość. [Sprawdziliśmy {code}: wyczerpała|Wyczerpała] się pula kodów do wydania, dlatego w tej chwili nie mogliśmy przesłać kodu. ${PASSED}`,
    unknown_failure: `${HI}Dziękujemy za cierpliwość. ${KODU_CAP} nie udało się zastosować${ON}, a przyczynę wyjaśniamy z naszym zespołem. Odezwiemy się, gdy tylko będziemy wiedzieć więcej.`,

    points_pending: `${HI}Dziękujemy za cierpliwość. Liczba punktów, które wciąż oczekują na aktywację, wynosi {points}. Zostały one już zarejestrowane, ale będzie można z nich skorzystać dopiero po ich aktywacji (na przykład po upływie terminu na zwrot zamówienia). Gdy to nastąpi, zostaną automatycznie dodane do salda i będzie można je wykorzystać.`,
    points_pending_activation: `${HI}Dziękujemy za cierpliwość. Liczba punktów na ${KARCIE}, które wciąż oczekują na aktywację, wynosi {points}. Zostały one już zarejestrowane i zostaną dodane do salda {date}. Od tego dnia będzie można z nich korzystać.`,
    tier_lapsing: `${HI}Przesyłamy krótką informację dotyczącą ${KARTY}: status {tier} wygasa {date}[, a następnie obowiązywać będzie status {lower_tier}]. Zebranie punktów przed tym terminem pozwoli go zachować.`,
    points_expired: `${HI}Dziękujemy za wiadomość dotyczącą ${KARTY}. Liczba punktów, które wygasły {date}, wynosi {points}[. Zostały one zdobyte {start_date}], a nie wykorzystano ich przed upływem terminu ważności, dlatego nie są już wliczane do salda. Z pozostałych punktów na karcie można korzystać jak dotychczas.`,
    points_pending_cancelled: `${HI}Dziękujemy za cierpliwość. Punkty oczekujące [za zamówienie {order}|za zamówienie] na ${KARCIE} zostały anulowane (ich liczba wynosi {points}), dlatego nie zostaną dodane do salda. Dzieje się tak, gdy zamówienie zostaje anulowane lub zwrócone. Jeśli tak nie było, prosimy o informację, a sprawdzimy tę sprawę.`,
    points_order_earned: `${HI}Sprawdziliśmy historię ${KARTY}: liczba punktów za zamówienie {order} wynosi {points}. Zostały one dodane do salda {date} i można z nich już korzystać.`,
    points_order_pending: `${HI}Sprawdziliśmy historię ${KARTY}: liczba punktów za zamówienie {order} wynosi {points}. Wciąż oczekują one na aktywację[ i zostaną dodane do salda {date}| i zostaną dodane do salda po aktywacji]. Od tego momentu będzie można z nich korzystać.`,
    points_order_not_found: `${HI}Dziękujemy za cierpliwość. Sprawdziliśmy historię ${KARTY} do dnia {date} i nie znaleźliśmy punktów za zamówienie {order}. ${PASSED}`,
    reward_rejected: `${HI}Przepraszamy: zakupu [nagrody „{reward}”|nagrody]${ON} nie udało się zrealizować i nie pobrano za niego punktów z ${KARTY}. Wyjaśniamy przyczynę z naszym zespołem i ${BACK}`,
    "reward_rejected.points": `${HI}Przepraszamy: zakupu [nagrody „{reward}”|nagrody]${ON} nie udało się zrealizować, ponieważ na ${KARCIE} zabrakło punktów[ (wymagana liczba punktów wynosi {points})]. Nie pobrano za niego punktów. Gdy saldo będzie wystarczające, nagrodę będzie można kupić ponownie.`,
    tier_lowered: `${HI}Dziękujemy za wiadomość dotyczącą ${KARTY}. Status został zmieniony${ON}[ z {tier}] na {lower_tier}, ponieważ nie osiągnięto liczby punktów potrzebnej do jego utrzymania. Ponowne zbieranie punktów pozwoli go odzyskać.`,
    "tier_lowered.expired": `${HI}Dziękujemy za wiadomość dotyczącą ${KARTY}. Status został zmieniony${ON}[ z {tier}] na {lower_tier}, ponieważ wygasła część punktów (ich liczba wynosi {points}), przez co saldo spadło poniżej progu wymaganego dla statusu. Ponowne zbieranie punktów pozwoli go odzyskać.`,
    points_expiring: `${HI}Przesyłamy krótką informację dotyczącą ${KARTY}: liczba punktów, które wygasną {date}, wynosi {points}. Zachęcamy do ich wykorzystania przed tym terminem, aby nie przepadły.`,
    card_disabled: `${HI}${KARTA_CAP} jest w tej chwili nieaktywna, dlatego nie można z niej teraz korzystać. Przyglądamy się tej sprawie i ${BACK}`,
    card_not_yet_active: `${HI}${KARTA_CAP} nie jest jeszcze aktywna[ – będzie można z niej korzystać od {date}]. Prosimy spróbować ponownie, gdy karta zacznie działać.`,
    card_expired: `${HI}Przykro nam, ale ${code("karta lojalnościowa")} wygasła[ {date}], dlatego nie można już z niej korzystać. ${OFFER}`,
    card_restricted: `${HI}Z ${KARTY} można korzystać tylko w określone dni lub w określonych godzinach, dlatego w tej chwili nie jest to możliwe. Chętnie podamy, kiedy będzie można z niej skorzystać ponownie.`,
  },
};
