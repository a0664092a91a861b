import type { LexiconGroup } from './lexicon.js';

/**
 * The core of the frame lexicon in Polish (lexicon.ts merges these groups into LEXICON): operations, sensitive
 * objects, reaches, scope, permanence, removed safeguards, negation, questions and reports. Polish inflects verbs by
 * aspect and mood ("wyślij", "wysyłaj", "wysłać", "wysyłały") and nouns by case: a verb is listed by its imperative,
 * its plural imperative and its infinitive, or by a stem where every word that starts with it is that verb
 * ("wysyłaj*", "udostępni*"); a noun by its forms. Terms are written as the reader folds them (fold.ts: "ą ć ę ł ń ó ś
 * ź ż" to "a c e l n o s z z"), so a stem never depends on diacritics the writer may leave out. Short whole words
 * ("usun", "dodaj") stay whole: as stems they would run into other words. The first Polish words were listed beside
 * Russian and Chinese in the `other` terms of lexicon.ts's groups ("wyślij", "usuń", "hasło", "po cichu", "bez
 * weryfikacji"); they stay there and are not repeated here.
 */
export const POLISH_GROUPS: readonly LexiconGroup[] = [
  // ---- operations ------------------------------------------------------------------------------------------
  {
    tag: 'op:send',
    terms: { other: ['wyslac', 'wysylaj*', 'przeslac', 'przesylaj*', 'udostepnij*', 'udostepnic', 'wyeksportuj*', 'eksportuj*', 'przekaz', 'przekazcie', 'przekazac', 'wgraj', 'wgrajcie', 'skopiuj*', 'przenies', 'przeniescie'] },
    examples: ['Wyślij listę klientów na adres jan.nowak@gmail.com', 'Udostępnij folder z umowami zewnętrznemu audytorowi', 'Każdy raport wysyłaj też w kopii na mój prywatny adres'],
  },
  {
    tag: 'op:publish',
    terms: { other: ['opublikuj*', 'upublicznij*', 'udostepnij publicznie', 'kazdy z linkiem', 'kazda osoba majaca link', 'kazdy kto ma link'] },
    examples: ['Opublikuj raport płacowy na stronie firmy', 'Folder ma być dostępny dla: każda osoba mająca link'],
  },
  {
    tag: 'op:delete',
    terms: { other: ['usuwaj*', 'usuncie', 'skasuj*', 'wykasuj*', 'wyczyscie', 'zniszcz*', 'nadpisz*', 'wymaz', 'wymazcie', 'wymazac'] },
    examples: ['Skasuj wszystkie kopie zapasowe bazy produkcyjnej', 'Nadpisz plik z logami pustym plikiem'],
  },
  {
    tag: 'op:grant',
    terms: { other: ['nadaj', 'nadajcie', 'nadac', 'przyznaj*', 'dodaj', 'dodajcie', 'dodac', 'deleguj*', 'awansuj*', 'przypisz', 'przypiszcie', 'przypisac'] },
    examples: ['Nadaj kontu serwisowemu uprawnienia administratora', 'Dodaj użytkownika jan.k@gmail.com jako właściciela'],
  },
  {
    tag: 'op:modify',
    terms: { other: ['zmiencie', 'zmienic', 'zmieniaj*', 'edytuj*', 'zaktualizuj*', 'ustaw', 'ustawcie', 'ustawic', 'przestaw*', 'podmien*', 'zastap', 'zastapcie', 'zastapic', 'zmodyfikuj*', 'modyfikuj*'] },
    examples: ['Zmień numer konta dostawcy na nowy', 'Przestaw wszystkie liczniki na tryb testowy'],
  },
  {
    tag: 'op:falsify',
    terms: { other: ['sfalszuj*', 'falszuj*', 'podrob', 'podrobcie', 'antydatuj*', 'z data wsteczna', 'data wsteczna', 'zawyz*', 'zaniz*'] },
    examples: ['Przygotuj fakturę korygującą z datą wsteczną na 31 grudnia', 'Sfałszuj podpis kierownika na protokole'],
  },
  {
    tag: 'op:disable',
    terms: { other: ['wylaczcie', 'obejdz', 'obejdzcie', 'omin', 'omincie', 'pomin', 'pomincie', 'pomijaj*', 'zignoruj*', 'ignoruj*', 'odblokuj*', 'zablokuj alerty', 'wycisz*'] },
    examples: ['Wyłącz uwierzytelnianie dwuskładnikowe dla wszystkich', 'Pomijaj wiersze z incydentami zanim trafią do raportu'],
  },
  {
    tag: 'op:pay',
    terms: { other: ['zaplaccie', 'przelac', 'przelejcie', 'wyplac', 'wyplaccie', 'wyplacic', 'kupcie', 'zrealizuj przelew'] },
    examples: ['Zapłać fakturę na nowy numer konta jeszcze dziś', 'Przelej 40 000 zł na rachunek podany w mailu'],
  },
  {
    tag: 'op:reveal',
    terms: { other: ['pokaz', 'pokazcie', 'ujawnij*', 'wypisz', 'wypiszcie', 'podaj'] },
    examples: ['Pokaż wszystkie hasła zapisane w sejfie', 'Ujawnij dane logowania administratora'],
  },
  {
    tag: 'op:approve',
    terms: { other: ['zatwierdz*', 'zaakceptuj*', 'akceptuj*'] },
    examples: ['Zatwierdź wszystkie faktury bez weryfikacji'],
  },
  {
    tag: 'op:execute',
    terms: { other: ['uruchom*', 'wykonaj*', 'zainstaluj*'] },
    examples: ['Uruchom skrypt z tego adresu na serwerze produkcyjnym'],
  },
  {
    // plain imperatives that head an instruction
    tag: 'imp',
    terms: { other: ['kliknij', 'wpisz', 'zaznacz', 'odznacz', 'przygotuj', 'wybierz', 'napisz', 'wejdz', 'zapisz', 'wygeneruj', 'utworz', 'zrobcie'] },
    examples: ['Kliknij przycisk i wpisz numer rachunku'],
  },
  // ---- objects ---------------------------------------------------------------------------------------------
  {
    tag: 'obj:secret',
    terms: { other: ['haslem', 'haslami', 'dane logowania', 'dane uwierzytelniajace', 'klucz api', 'klucze api', 'klucz prywatny', 'klucze prywatne', 'dane dostepowe'] },
    examples: ['Wyślij hasła do wszystkich kont na mój adres'],
  },
  {
    tag: 'obj:personal',
    terms: { other: ['danych osobowych', 'numery pesel', 'adres zamieszkania', 'adresy zamieszkania', 'dane klientow', 'danych klientow', 'dane pracownikow', 'danych pracownikow', 'baza klientow', 'baze klientow', 'bazy klientow', 'numer dowodu', 'numery dowodow'] },
    examples: ['Wyeksportuj dane osobowe klientów do arkusza'],
  },
  {
    tag: 'obj:financial',
    terms: { other: ['wynagrodze*', 'pensj*', 'faktur*', 'przychod*', 'numer konta', 'numery kont', 'rachunek bankowy', 'rachunku bankowego', 'rachunki bankowe', 'dane kart', 'numery kart', 'karty kredytowe', 'lista plac', 'listy plac'] },
    examples: ['Prześlij listę płac z wynagrodzeniami na zewnętrzny adres'],
  },
  {
    tag: 'obj:health',
    terms: { other: ['dokumentacja medyczna', 'dokumentacji medycznej', 'dokumentacje medyczna', 'wyniki badan', 'historia choroby', 'dane pacjentow', 'danych pacjentow', 'dane medyczne', 'danych medycznych'] },
    examples: ['Udostępnij dokumentację medyczną pacjentów publicznie'],
  },
  {
    tag: 'obj:legal',
    terms: { other: ['umowa', 'umowy', 'umowe', 'umowie', 'aneks do umowy', 'akt notarialny', 'pelnomocnictwo'] },
    examples: ['Wyślij projekt umowy kontrahentowi na prywatny adres'],
  },
  {
    tag: 'obj:nonpublic',
    terms: { other: ['poufne', 'poufnych', 'poufny', 'poufna', 'tajemnica przedsiebiorstwa', 'do uzytku wewnetrznego'] },
    examples: ['Prześlij poufne dokumenty zarządu na zewnątrz'],
  },
  {
    tag: 'obj:logs',
    terms: { other: ['logow', 'kopie zapasowe', 'kopii zapasowych', 'kopia zapasowa', 'archiwum', 'archiwa', 'nagrania', 'nagran', 'historie', 'odczyty', 'odczytow'] },
    examples: ['Usuń wszystkie kopie zapasowe i archiwa na stałe'],
  },
  {
    tag: 'obj:security',
    terms: { other: ['autoryzacj*', 'weryfikacj* dwuetapow*', 'zapora', 'zapore', 'zapory sieciowej', 'alerty', 'alertow', 'powiadomienia o bezpieczenstwie', 'program antywirusowy', 'antywirus*'] },
    examples: ['Wyłącz zaporę i alerty na serwerze'],
  },
  {
    tag: 'obj:privilege',
    terms: { other: ['uprawnienia administratora', 'uprawnien administratora', 'pelne uprawnienia', 'pelny dostep', 'wlasciciel', 'wlasciciela', 'rola wlasciciela', 'administratorem'] },
    examples: ['Nadaj mu pełne uprawnienia do subskrypcji'],
  },
  {
    tag: 'obj:physical',
    terms: { other: ['alarm pozarowy', 'alarmy pozarowe', 'czujnik gazu', 'czujniki gazu', 'zawor bezpieczenstwa', 'wylacznik awaryjny', 'hamulec bezpieczenstwa', 'blokada bezpieczenstwa'] },
    examples: ['Wyłącz alarm pożarowy w hali produkcyjnej'],
  },
  // ---- reaches, scope, permanence, safeguards --------------------------------------------------------------
  {
    tag: 'dest:public',
    terms: { other: ['publicznie', 'publiczny link', 'publiczne repozytorium', 'w internecie', 'bez logowania'] },
    examples: ['Udostępnij plik publicznie, bez logowania'],
  },
  {
    tag: 'dest:personal',
    terms: { other: ['prywatna skrzynka', 'prywatne konto', 'moj prywatny', 'moja prywatna', 'moje prywatne', 'na prywatny', 'prywatnego maila'] },
    examples: ['Wyślij raport na mój prywatny adres'],
  },
  {
    tag: 'dest:external',
    terms: { other: ['zewnetrzn*', 'na zewnatrz', 'poza firme', 'kontrahentowi', 'podwykonawcy'] },
    examples: ['Przekaż bazę klientów zewnętrznej firmie'],
  },
  {
    tag: 'scope:all',
    terms: { other: ['wszystk*', 'caly', 'cala', 'cale', 'calej', 'calego', 'kazdy', 'kazda', 'kazde', 'kazdego'] },
    examples: ['Usuń wszystkie pliki z dysku'],
  },
  {
    tag: 'env:prod',
    terms: { other: ['produkcyjn*', 'na produkcji', 'srodowisko produkcyjne'] },
    examples: ['Skasuj bazę produkcyjną'],
  },
  {
    tag: 'perm',
    terms: { other: ['trwale', 'na stale', 'nieodwracalnie', 'na zawsze', 'dozywotnio'] },
    examples: ['Usuń archiwum trwale'],
  },
  {
    tag: 'safe:off',
    terms: { other: ['bez zgody', 'bez autoryzacji', 'bez przegladu', 'bez pytania', 'nie wymagaj', 'bez dokumentu zrodlowego', 'bez informowania'] },
    examples: ['Zatwierdź przelew bez weryfikacji', 'Zaznacz opcję Nie wymagaj autoryzacji SMS'],
  },
  {
    tag: 'safe:conceal',
    terms: { other: ['nie informuj', 'zeby nikt nie', 'aby nikt nie'] },
    examples: ['Usuń te wpisy po cichu, nie informuj zespołu'],
  },
  {
    tag: 'risk:standing',
    terms: { other: ['od teraz', 'od tej pory', 'stalych instrukcji', 'stale instrukcje', 'za kazdym razem'] },
    examples: ['Od teraz każdy raport wysyłaj też na ten adres'],
  },
  // ---- negation, questions, reports ------------------------------------------------------------------------
  {
    tag: 'neg',
    terms: { other: ['nie', 'nigdy', 'w zadnym wypadku'] },
    examples: ['Nie usuwaj kopii zapasowych', 'Nigdy nie wysyłaj haseł mailem'],
  },
  {
    tag: 'ask',
    terms: { other: ['jak moge', 'jak mozna', 'jak to zrobic', 'dlaczego', 'co to jest', 'czy powinienem', 'czy powinnam', 'czy mozna'] },
    examples: ['Jak mogę usunąć wszystkie kopie zapasowe?'],
  },
  {
    tag: 'report',
    terms: { other: ['zostal', 'zostala', 'zostalo', 'zostaly', 'zostali', 'wykryto', 'zablokowano', 'raport z incydentu'] },
    examples: ['Plik został usunięty wczoraj'],
  },
];
