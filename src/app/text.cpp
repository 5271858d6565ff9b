// The English and Portuguese texts of the game (see text.h). Written for this game from the
// rules of the seed page; the two languages say the same things but are not word-for-word.
//
// Every character is in the app's font ranges: Latin-1, the dashes, quotes, bullet, ellipsis
// and arrows (U+2013-2014, U+2018-201D, U+2022, U+2026, U+2190-2193); a test checks it.
#include "text.h"

#include <algorithm>

namespace reversi::text {

namespace {

struct Entry {
    TextId id;
    const char* english;
    const char* portuguese;
};

// In TextId order; checked at compile time below.
constexpr Entry TEXTS[] = {
    {TextId::AppTitle, "Reversi", "Reversi"},
    {TextId::NewGame, "New game", "Nova partida"},
    {TextId::NewRankedGame, "New ranked game", "Nova partida classificada"},
    {TextId::RankedGame, "Ranked game", "Partida classificada"},
    {TextId::Unranked, "Unranked", "Não classificada"},
    {TextId::Undo, "Undo", "Desfazer"},
    {TextId::Help, "Help", "Ajuda"},
    {TextId::Rules, "Rules of Reversi", "Regras do Reversi"},
    {TextId::Close, "Close", "Fechar"},
    {TextId::Settings, "Settings", "Definições"},
    {TextId::Black, "Black", "Pretas"},
    {TextId::White, "White", "Brancas"},
    {TextId::Human, "Human", "Pessoa"},
    {TextId::Cpu, "CPU", "CPU"},
    {TextId::CpuLevel, "CPU level", "Nível da CPU"},
    {TextId::Seats, "Players", "Jogadores"},
    {TextId::PlayerA, "Player 1", "Jogador 1"},
    {TextId::PlayerB, "Player 2", "Jogador 2"},
    {TextId::Discs, "Discs", "Pedras"},
    {TextId::Series, "Series", "Série"},
    {TextId::Draws, "Draws", "Empates"},
    {TextId::GameOver, "Game over", "Fim da partida"},
    {TextId::CpuThinking, "The CPU is thinking…", "A CPU está a pensar…"},
    {TextId::TakeBackSeat, "Take back seat", "Retomar o lugar"},
    {TextId::ShowLegalMoves, "Show legal moves", "Mostrar casas legais"},
    {TextId::AlternateColors, "Alternate colours after each game",
     "Alternar as cores após cada partida"},
    {TextId::TurnTime, "Time per turn", "Tempo por turno"},
    {TextId::TurnTimeNone, "None", "Sem limite"},
    {TextId::TurnTime30, "30 s", "30 s"},
    {TextId::TurnTime60, "60 s", "60 s"},
    {TextId::TimeLeft, "Time left", "Tempo restante"},
    {TextId::Language, "Language", "Idioma"},
    {TextId::LanguageEnglish, "English", "English"},
    {TextId::LanguagePortuguese, "Português", "Português"},
    {TextId::StorageUnavailable, "Storage is unavailable: this game will not be remembered",
     "O armazenamento não está disponível: esta partida não ficará guardada"},
    {TextId::StorageSaved, "This game is kept on this device",
     "Esta partida fica guardada neste dispositivo"},
    {TextId::StorageFailed, "This game could not be saved on this device",
     "Não foi possível guardar esta partida neste dispositivo"},
    {TextId::SaveCorrupt, "The saved game could not be read and was replaced by a new game",
     "Não foi possível ler a partida guardada, que foi substituída por uma nova"},
    {TextId::Rating, "Rating", "Pontuação"},
    {TextId::RatingHistory, "Rating history", "Histórico da pontuação"},
    {TextId::NoRankedGames, "No ranked games yet", "Ainda não há partidas classificadas"},
    {TextId::RankedNeedsCpu, "A ranked game needs one human and one CPU seat",
     "Uma partida classificada precisa de uma pessoa e de uma CPU"},
    {TextId::RankedNoUndo, "Moves of a ranked game cannot be taken back",
     "Numa partida classificada não é possível desfazer jogadas"},
    {TextId::RankedAbandonLoses, "Leaving a ranked game in progress counts as a loss",
     "Abandonar uma partida classificada em curso conta como derrota"},
    {TextId::RankedSaveLost, "The ranked game in progress was not found, so it counts as a loss",
     "A partida classificada em curso não foi encontrada, por isso conta como derrota"},
    {TextId::Win, "Win", "Vitória"},
    {TextId::Draw, "Draw", "Empate"},
    {TextId::Loss, "Loss", "Derrota"},
    {TextId::PlayCpu, "Play the CPU", "Contra a CPU"},
    {TextId::TwoPlayers, "Two players", "Dois jogadores"},
    {TextId::KeysHelp,
     "Keys: Tab goes from control to control, the arrows move on the board, Enter or Space "
     "plays; elsewhere Left and Right step through the moves; Ctrl+Z undo, Ctrl+Y redo, N new "
     "game, H help, Escape closes",
     "Teclas: Tab passa de controlo em controlo, as setas movem no tabuleiro, Enter ou Espaço "
     "joga; fora dele, Esquerda e Direita percorrem as jogadas; Ctrl+Z desfaz, Ctrl+Y refaz, N "
     "nova partida, H ajuda, Escape fecha"},
    {TextId::IllegalMove, "No disc would be flipped there", "Ali nenhuma pedra seria virada"},
    {TextId::RatingUnreadable,
     "The rating kept on this device could not be read, so it starts again",
     "Não foi possível ler a pontuação guardada neste dispositivo, por isso recomeça do início"},
    {TextId::RatingRecovered,
     "The rating kept on this device could not be read; the copy in the saved game is used",
     "Não foi possível ler a pontuação guardada neste dispositivo; é usada a cópia da partida "
     "guardada"},
    {TextId::SeatsLocked, "Players cannot change during a ranked game in progress",
     "Não é possível mudar de jogadores durante uma partida classificada em curso"},
    {TextId::LeaveRankedTitle, "Leave the ranked game?", "Abandonar a partida classificada?"},
    {TextId::LeaveAndLose, "Leave and lose", "Abandonar e perder"},
    {TextId::KeepPlaying, "Keep playing", "Continuar a jogar"},
    {TextId::Date, "Date", "Data"},
    {TextId::Level, "Level", "Nível"},
    {TextId::Result, "Result", "Resultado"},
    // The CPU's health
    {TextId::CpuOnPage, "CPU helper not loaded: the page may slow while the CPU thinks",
     "Sem o ajudante da CPU: a página pode abrandar quando ela pensa"},
    {TextId::CpuUnavailable, "The CPU could not load; it will play as soon as it loads",
     "A CPU não carregou; jogará assim que carregar"},
    {TextId::LevelDown, "Lower the CPU level", "Baixar o nível da CPU"},
    {TextId::LevelUp, "Raise the CPU level", "Subir o nível da CPU"},
    {TextId::Redo, "Redo", "Refazer"},
    {TextId::Moves, "Moves", "Jogadas"},
    {TextId::Opening, "Opening", "Abertura"},
    {TextId::FirstMove, "First move", "Primeira jogada"},
    {TextId::PreviousMove, "Previous move", "Jogada anterior"},
    {TextId::NextMove, "Next move", "Jogada seguinte"},
    {TextId::LastMove, "Last move", "Última jogada"},
    {TextId::NoMovesYet, "No moves yet", "Ainda sem jogadas"},
    {TextId::PassPly, "pass", "passa"},
    {TextId::BackToGame, "Back to the game", "Voltar à partida"},
    {TextId::CopyMoves, "Copy moves", "Copiar jogadas"},
    {TextId::ShareLink, "Share link", "Partilhar link"},
    {TextId::SendMove, "Send my move", "Enviar a minha jogada"},
    {TextId::PasteGame, "Paste a game", "Colar uma partida"},
    {TextId::PasteHint,
     "Moves such as f5 d6 c3 d3 c4 (with or without numbers and spaces), or a GGF record of a "
     "standard game.",
     "Jogadas como f5 d6 c3 d3 c4 (com ou sem números e espaços), ou o registo GGF de uma partida "
     "normal."},
    {TextId::Open, "Open", "Abrir"},
    {TextId::Cancel, "Cancel", "Cancelar"},
    {TextId::PasteEmpty, "Nothing to open: paste or type a game's moves first",
     "Nada para abrir: cole ou escreva primeiro as jogadas de uma partida"},
    {TextId::MovesCopied, "Moves copied to the clipboard",
     "Jogadas copiadas para a área de transferência"},
    {TextId::LinkCopied, "Link copied to the clipboard",
     "Link copiado para a área de transferência"},
    {TextId::LinkShared, "Link shared", "Link partilhado"},
    {TextId::GameFromLink, "Game from a link", "Partida de um link"},
    {TextId::PastedGame, "Pasted game", "Partida colada"},
    {TextId::ArchivedGameTitle, "Game from the archive", "Partida do arquivo"},
    {TextId::CorrespondenceGame, "Correspondence game", "Partida por correspondência"},
    {TextId::PlayOnFromHere, "Play on from here:", "Continuar a partir daqui:"},
    {TextId::BackToMyGame, "Back to my game", "Voltar à minha partida"},
    {TextId::PreviousGame, "Back to my previous game", "Voltar à partida anterior"},
    {TextId::PreviousKept,
     "The game you had in progress is kept: Back to my previous game (in Moves) brings it back",
     "A partida que estava a jogar ficou guardada: Voltar à partida anterior (em Jogadas) trá-la "
     "de volta"},
    {TextId::ViewOnly, "This game is here to view: choose Play on from here to play it",
     "Esta partida é só para ver: escolha Continuar a partir daqui para a jogar"},
    {TextId::CorrYourMove, "Your move: play it, then send it",
     "A sua vez: jogue e depois envie a jogada"},
    {TextId::CorrTheirMove, "Your friend's move: send them the link and wait for theirs",
     "Vez do outro jogador: envie-lhe o link e espere pela resposta"},
    {TextId::CorrOpen, "Open the correspondence game", "Abrir a partida por correspondência"},
    {TextId::RankedViewing, "A ranked game goes on from its live position: back to the game",
     "Uma partida classificada continua da posição atual: de volta à partida"},
    {TextId::Games, "Games", "Partidas"},
    {TextId::NoGames, "No finished games yet", "Ainda sem partidas terminadas"},
    {TextId::ExportGames, "Export all", "Exportar todas"},
    {TextId::ImportGames, "Import", "Importar"},
    {TextId::ArchiveUnsaved, "The archive of games could not be saved on this device",
     "O arquivo de partidas não pôde ser guardado neste dispositivo"},
    {TextId::You, "You", "Você"},
    {TextId::Welcome, "Welcome to Reversi", "Bem-vindo ao Reversi"},
    {TextId::WelcomeQuestion, "How would you like to play?", "Como quer jogar?"},
    {TextId::TwoPlayersHere, "Two players on this device", "Dois jogadores neste dispositivo"},
    {TextId::LinkTitle, "Reversi game", "Partida de Reversi"},
    {TextId::NothingToImport, "That file holds no game", "Esse ficheiro não tem nenhuma partida"},
    {TextId::ShowHints, "Show hints (the value of every move)",
     "Mostrar dicas (o valor de cada jogada)"},
    {TextId::HintsOffRanked, "Hints are off in ranked games",
     "As dicas não aparecem em partidas classificadas"},
    {TextId::ReviewGame, "Review this game", "Analisar esta partida"},
    {TextId::Review, "Review", "Análise"},
    {TextId::Learn, "Learn", "Aprender"},
    {TextId::LessonRules, "The rules in 3 minutes", "As regras em 3 minutos"},
    {TextId::StrategyTips, "Strategy and tips", "Estratégia e dicas"},
    {TextId::DailyPuzzle, "Daily puzzle", "Problema do dia"},
    {TextId::LearnMistakes, "Learn from your mistakes", "Aprender com os erros"},
    {TextId::ShowMe, "Show me", "Mostrar"},
    {TextId::TryAgain, "Try again", "Tentar de novo"},
    {TextId::NextStep, "Next", "Seguinte"},
    {TextId::Finish, "Finish", "Terminar"},
    {TextId::LeaveExercise, "Back to the game", "Voltar à partida"},
    {TextId::ExerciseShown, "The answer is on the board: try it yourself, or go on",
     "A resposta está no tabuleiro: experimente você mesmo, ou continue"},
    {TextId::NoMistakes, "No mistakes to learn from: every move kept within 6 discs of the best",
     "Não há erros para aprender: todas as jogadas ficaram a menos de 6 pedras da melhor"},
    {TextId::LearnRankedLater, "Finish the ranked game first: its clock keeps running",
     "Termine primeiro a partida classificada: o relógio dela continua a contar"},
};

// True when TEXTS lists every id once, in order.
constexpr bool texts_in_order() {
    if (sizeof TEXTS / sizeof TEXTS[0] != static_cast<size_t>(TextId::Count)) return false;
    for (size_t i = 0; i < sizeof TEXTS / sizeof TEXTS[0]; ++i) {
        if (static_cast<size_t>(TEXTS[i].id) != i) return false;
    }
    return true;
}
static_assert(texts_in_order(), "TEXTS must list every TextId in order");

struct LevelNames {
    const char* english;
    const char* portuguese;
};

// The CPU levels' names, level 1 first (engine/level.h gives the English ones).
constexpr LevelNames LEVEL_NAMES[] = {
    {"Beginner", "Principiante"},   {"Novice", "Novato"},
    {"Casual", "Casual"},           {"Club", "Clube"},
    {"Intermediate", "Intermédio"}, {"Skilled", "Hábil"},
    {"Advanced", "Avançado"},       {"Expert", "Perito"},
    {"Master", "Mestre"},           {"Champion", "Campeão"},
};
static_assert(sizeof LEVEL_NAMES / sizeof LEVEL_NAMES[0] == game::MAX_CPU_LEVEL,
              "one name per CPU level");

bool pt(Language lang) {
    return lang == Language::Portuguese;
}

// "as pretas" / "as brancas": the colour inside a Portuguese sentence.
std::string pt_side(Color c) {
    return c == Color::Black ? "as pretas" : "as brancas";
}

// "Black" / "White": the colour inside an English sentence.
std::string en_side(Color c) {
    return c == Color::Black ? "Black" : "White";
}

// Capitalizes an ASCII first letter.
std::string capitalized(std::string s) {
    if (!s.empty() && s[0] >= 'a' && s[0] <= 'z') s[0] = static_cast<char>(s[0] - 'a' + 'A');
    return s;
}

Color winner_color(game::Winner w) {
    return w == game::Winner::Black ? Color::Black : Color::White;
}

}  // namespace

const char* tr(Language lang, TextId id) {
    size_t i = static_cast<size_t>(id);
    if (i >= static_cast<size_t>(TextId::Count)) return "";
    return pt(lang) ? TEXTS[i].portuguese : TEXTS[i].english;
}

const char* color_label(Language lang, Color color) {
    return tr(lang, color == Color::Black ? TextId::Black : TextId::White);
}

const char* seat_kind_label(Language lang, game::SeatKind kind) {
    return tr(lang, kind == game::SeatKind::Cpu ? TextId::Cpu : TextId::Human);
}

const char* turn_time_label(Language lang, game::TurnTime turn_time) {
    switch (turn_time) {
        case game::TurnTime::Seconds30:
            return tr(lang, TextId::TurnTime30);
        case game::TurnTime::Seconds60:
            return tr(lang, TextId::TurnTime60);
        case game::TurnTime::None:
            break;
    }
    return tr(lang, TextId::TurnTimeNone);
}

const char* outcome_label(Language lang, game::Outcome outcome) {
    switch (outcome) {
        case game::Outcome::Win:
            return tr(lang, TextId::Win);
        case game::Outcome::Draw:
            return tr(lang, TextId::Draw);
        case game::Outcome::Loss:
            break;
    }
    return tr(lang, TextId::Loss);
}

const char* level_name(Language lang, int level) {
    level = std::clamp(level, game::MIN_CPU_LEVEL, game::MAX_CPU_LEVEL);
    const LevelNames& n = LEVEL_NAMES[level - game::MIN_CPU_LEVEL];
    return pt(lang) ? n.portuguese : n.english;
}

std::string level_label(Language lang, int level) {
    return level_number(lang, level) + " · " + level_name(lang, level);
}

std::string level_number(Language lang, int level) {
    level = std::clamp(level, game::MIN_CPU_LEVEL, game::MAX_CPU_LEVEL);
    return std::string(pt(lang) ? "Nível " : "Level ") + std::to_string(level);
}

std::string disc_count(Language lang, int discs) {
    const char* unit =
        pt(lang) ? (discs == 1 ? " pedra" : " pedras") : (discs == 1 ? " disc" : " discs");
    return std::to_string(discs) + unit;
}

std::string turn_text(Language lang, Color to_move) {
    if (pt(lang)) return "Vez d" + pt_side(to_move);
    return en_side(to_move) + " to move";
}

std::string pass_notice(Language lang, Color passer) {
    if (pt(lang)) return "Sem jogada legal: " + pt_side(passer) + " passam";
    return "No legal move: " + en_side(passer) + " passes";
}

std::string timeout_notice(Language lang, Color color, int square) {
    if (pt(lang)) {
        return "Acabou o tempo: a CPU jogou " + square_name(square) + " pel" + pt_side(color);
    }
    return "Time is up: the CPU played " + square_name(square) + " for " + en_side(color);
}

std::string seat_handed_notice(Language lang, Color color) {
    if (pt(lang)) {
        return "O tempo acabou duas vezes seguidas: a CPU passa a jogar com " + pt_side(color);
    }
    return "Time ran out twice in a row: the CPU now plays " + en_side(color);
}

std::string seat_reclaimed_notice(Language lang, Color color) {
    if (pt(lang)) return capitalized(pt_side(color)) + " voltam a ser jogadas por uma pessoa";
    return en_side(color) + " is played by a person again";
}

std::string event_notice(Language lang, const game::Event& event) {
    switch (event.kind) {
        case game::EventKind::TimeoutMove:
            return timeout_notice(lang, event.color, event.square);
        case game::EventKind::SeatHanded:
            return seat_handed_notice(lang, event.color);
        case game::EventKind::SeatReclaimed:
            return seat_reclaimed_notice(lang, event.color);
        case game::EventKind::Pass:
            break;
    }
    return pass_notice(lang, event.color);
}

std::string square_label(Language lang, int square, int disc, bool legal, int flips) {
    std::string label = square_name(square) + ", ";
    if (disc != 0) {
        Color c = disc > 0 ? Color::Black : Color::White;
        if (pt(lang)) return label + (c == Color::Black ? "preta" : "branca");
        return label + (c == Color::Black ? "black" : "white");
    }
    label += pt(lang) ? "vazia" : "empty";
    if (legal) {
        label += pt(lang) ? ", jogada legal, vira " : ", legal move, flips ";
        label += std::to_string(flips);
    }
    return label;
}

std::string move_announcement(Language lang, Color color, int square, bool cpu, int flipped) {
    const char* by_cpu = cpu ? " (CPU)" : "";
    if (pt(lang)) {
        return capitalized(pt_side(color)) + by_cpu + " jogaram " + square_name(square) +
               " e viraram " + disc_count(lang, flipped);
    }
    return en_side(color) + by_cpu + " played " + square_name(square) + " and flipped " +
           disc_count(lang, flipped);
}

const char* board_name(Language lang) {
    return pt(lang) ? "Tabuleiro" : "Board";
}

std::string result_text(Language lang, const game::GameResult& result) {
    if (result.winner == game::Winner::Draw) {
        if (pt(lang)) return "Empate: " + disc_count(lang, result.black_discs) + " para cada lado";
        return "Draw: " + disc_count(lang, result.black_discs) + " each";
    }
    Color w = winner_color(result.winner);
    if (pt(lang)) {
        return capitalized(pt_side(w)) + " vencem por " + disc_count(lang, result.margin());
    }
    return en_side(w) + " wins by " + disc_count(lang, result.margin());
}

std::string score_text(Language lang, int black_discs, int white_discs) {
    return std::string(tr(lang, TextId::Black)) + ' ' + std::to_string(black_discs) + " · " +
           tr(lang, TextId::White) + ' ' + std::to_string(white_discs);
}

std::string series_text(Language lang, const game::SeriesScore& series) {
    std::string s = std::string(tr(lang, TextId::PlayerA)) + ' ' + std::to_string(series.wins_a) +
                    " – " + std::to_string(series.wins_b) + ' ' + tr(lang, TextId::PlayerB);
    if (series.draws > 0) {
        s += ", " + std::to_string(series.draws);
        s += pt(lang) ? (series.draws == 1 ? " empate" : " empates")
                      : (series.draws == 1 ? " draw" : " draws");
    }
    return s;
}

std::string viewing_text(Language lang, int shown, int total) {
    const std::string of =
        std::to_string(shown) + (pt(lang) ? " de " : " of ") + std::to_string(total);
    if (shown == 0)
        return pt(lang) ? "A ver o início (0 de " + std::to_string(total) + ")"
                        : "Viewing the start (0 of " + std::to_string(total) + ")";
    return (pt(lang) ? "A ver a jogada " : "Viewing move ") + of;
}

std::string hints_text(Language lang, Color mover, bool exact, bool book, int depth, int max_depth,
                       bool done) {
    std::string line =
        pt(lang)
            ? std::string("Dicas: pedras para as ") + (mover == Color::Black ? "Pretas" : "Brancas")
            : std::string("Hints: discs for ") + (mover == Color::Black ? "Black" : "White");
    if (exact) return line + (pt(lang) ? ", exatas" : ", exact");
    if (book) return line + (pt(lang) ? ", do livro de aberturas" : ", from the opening book");
    line += (pt(lang) ? ", profundidade " : ", depth ") + std::to_string(depth);
    if (!done) line += (pt(lang) ? " de " : " of ") + std::to_string(max_depth) + "…";
    return line;
}

std::string reviewing_text(Language lang, int reviewed, int total) {
    if (pt(lang))
        return "A analisar… " + std::to_string(reviewed) + " de " + std::to_string(total) +
               " jogadas";
    return "Reviewing… " + std::to_string(reviewed) + " of " + std::to_string(total) + " moves";
}

std::string step_text(Language lang, int step, int steps) {
    return std::string(pt(lang) ? "Passo " : "Step ") + std::to_string(step) +
           (pt(lang) ? " de " : " of ") + std::to_string(steps);
}

std::string streak_text(Language lang, int current, int best) {
    if (current == 0 && best == 0)
        return pt(lang) ? "Ainda sem série: resolva o problema de hoje para começar uma"
                        : "No streak yet: solve today's puzzle to start one";
    const auto days = [&](int n) {
        return std::to_string(n) +
               (pt(lang) ? (n == 1 ? " dia" : " dias") : (n == 1 ? " day" : " days"));
    };
    return std::string(pt(lang) ? "Série: " : "Streak: ") + days(current) +
           (pt(lang) ? " (melhor " : " (best ") + std::to_string(best) + ")";
}

std::string course_done_text(Language lang, int first_try, int steps) {
    if (pt(lang))
        return "Concluído: " + std::to_string(first_try) + " de " + std::to_string(steps) +
               " à primeira tentativa";
    return "Complete: " + std::to_string(first_try) + " of " + std::to_string(steps) +
           " found on the first try";
}

namespace {

// "1 blunder", "2 mistakes", "no inaccuracy" and their Portuguese.
std::string mark_count(Language lang, game::MoveMark mark, int n) {
    static const char* const EN[][2] = {
        {"inaccuracy", "inaccuracies"}, {"mistake", "mistakes"}, {"blunder", "blunders"}};
    static const char* const PT[][2] = {
        {"imprecisão", "imprecisões"}, {"erro", "erros"}, {"erro grave", "erros graves"}};
    const auto i = static_cast<std::size_t>(mark) - 1;
    const char* const* names = pt(lang) ? PT[i] : EN[i];
    if (n == 0) {
        if (!pt(lang)) return std::string("no ") + names[0];
        return std::string(mark == game::MoveMark::Inaccuracy ? "nenhuma " : "nenhum ") + names[0];
    }
    return std::to_string(n) + " " + names[n == 1 ? 0 : 1];
}

}  // namespace

std::string review_totals_text(Language lang, Color color, const game::ReviewTotals& totals) {
    using game::MoveMark;
    std::string line = std::string(color_label(lang, color)) + ": " +
                       mark_count(lang, MoveMark::Blunder, totals.blunders) + ", " +
                       mark_count(lang, MoveMark::Mistake, totals.mistakes) + ", " +
                       mark_count(lang, MoveMark::Inaccuracy, totals.inaccuracies);
    const int lost = game::value_in_discs(totals.loss);
    line += pt(lang) ? "; " + disc_count(lang, lost) + (lost == 1 ? " perdida" : " perdidas") +
                           " ao todo"
                     : "; " + disc_count(lang, lost) + " lost in all";
    return line;
}

std::string review_move_text(Language lang, const game::MoveReview& e) {
    const std::string head = std::to_string(e.number) + ". " + square_name(e.move) + ": ";
    const std::string about = e.exact ? "" : (pt(lang) ? "cerca de " : "about ");
    const std::string best_value =
        hint_value_text(game::value_in_discs(e.best_value)) +
        (e.book ? (pt(lang) ? ", livro de aberturas" : ", opening book") : "");
    if (e.loss <= 0 || e.move == e.best_move)
        return head + (pt(lang) ? "a melhor jogada (" : "the best move (") + best_value + ")";
    if (game::value_in_discs(e.loss) == 0)
        return head + (pt(lang) ? "tão boa como a melhor (" : "as good as the best (") +
               square_name(e.best_move) + ", " + best_value + ")";
    std::string kind;
    switch (e.mark) {
        case game::MoveMark::Blunder:
            kind = pt(lang) ? "um erro grave" : "a blunder";
            break;
        case game::MoveMark::Mistake:
            kind = pt(lang) ? "um erro" : "a mistake";
            break;
        case game::MoveMark::Inaccuracy:
            kind = pt(lang) ? "uma imprecisão" : "an inaccuracy";
            break;
        case game::MoveMark::None:
            kind = pt(lang) ? "quase a melhor" : "close to the best";
            break;
    }
    const int lost = game::value_in_discs(e.loss);
    std::string line =
        head + kind + ", " + about + disc_count(lang, lost) +
        (pt(lang) ? (lost == 1 ? " perdida. Melhor: " : " perdidas. Melhor: ") : " lost. Best: ") +
        square_name(e.best_move) + " (" + best_value + ")";
    std::string then;
    for (std::size_t i = 1; i < e.best_line.size() && i < 4; ++i)
        then += " " + (e.best_line[i] == NO_SQUARE ? std::string(pt(lang) ? "passa" : "pass")
                                                   : square_name(e.best_line[i]));
    if (!then.empty()) line += (pt(lang) ? ", depois" : ", then") + then;
    return line;
}

const char* review_mark_symbol(game::MoveMark mark) {
    switch (mark) {
        case game::MoveMark::Inaccuracy:
            return "?!";
        case game::MoveMark::Mistake:
            return "?";
        case game::MoveMark::Blunder:
            return "??";
        case game::MoveMark::None:
            break;
    }
    return "";
}

std::string evaluation_text(Language lang, int black) {
    const std::string head = pt(lang) ? "Avaliação: " : "Evaluation: ";
    if (black == 0) return head + (pt(lang) ? "equilibrada" : "even");
    const Color ahead = black > 0 ? Color::Black : Color::White;
    return head + color_label(lang, ahead) + " +" + std::to_string(black > 0 ? black : -black);
}

std::string hint_value_text(int discs) {
    if (discs > 0) return "+" + std::to_string(discs);
    if (discs < 0) return "\u2212" + std::to_string(-discs);
    return "0";
}

std::string player_name(Language lang, const game::GamePlayer& player) {
    switch (player.kind) {
        case game::GamePlayer::Kind::You:
            return tr(lang, TextId::You);
        case game::GamePlayer::Kind::Player2:
            return tr(lang, TextId::PlayerB);
        case game::GamePlayer::Kind::Cpu:
            return level_label(lang, player.cpu_level);
        case game::GamePlayer::Kind::Named:
            break;
    }
    return player.name;
}

std::string side_result_text(Language lang, const game::GameResult& result, Color human,
                             int cpu_level) {
    if (result.winner == game::Winner::Draw) return result_text(lang, result);
    const std::string by = disc_count(lang, result.margin());
    if (winner_color(result.winner) == human)
        return pt(lang) ? "Ganhou por " + by : "You won by " + by;
    if (pt(lang))
        return "O " + level_number(lang, cpu_level).replace(0, 1, "n") + " ganhou por " + by;
    return level_number(lang, cpu_level) + " won by " + by;
}

std::string named_series_text(Language lang, const game::SeriesScore& series, const std::string& a,
                              const std::string& b) {
    std::string s =
        a + ' ' + std::to_string(series.wins_a) + " – " + std::to_string(series.wins_b) + ' ' + b;
    if (series.draws > 0) {
        s += ", " + std::to_string(series.draws);
        s += pt(lang) ? (series.draws == 1 ? " empate" : " empates")
                      : (series.draws == 1 ? " draw" : " draws");
    }
    return s;
}

std::string record_error_text(Language lang, const game::RecordError& e) {
    using game::RecordFault;
    if (!pt(lang)) return game::describe(e);
    const std::string at = "jogada " + std::to_string(e.move) + ", ";
    switch (e.fault) {
        case RecordFault::NotASquare:
            return at + '"' + e.token + "\": não é uma casa";
        case RecordFault::Occupied:
            return at + e.token + ": a casa já está ocupada";
        case RecordFault::NoFlip:
            return at + e.token + ": nenhuma pedra seria virada aí";
        case RecordFault::GameOver:
            return at + e.token + ": a partida já tinha acabado";
        case RecordFault::PassNotForced:
            return at + e.token + ": " + pt_side(e.color) + " têm uma jogada legal";
        case RecordFault::WrongTurn:
            return at + e.token + ": é a vez d" + pt_side(e.color);
        case RecordFault::NotGgf:
            return "não é um registo GGF: falta \"(;\"";
        case RecordFault::CutOff:
            if (e.token.empty()) return "o registo GGF acaba antes do seu fim \";)\"";
            return "o registo GGF acaba a meio de " + e.token + "[...]";
        case RecordFault::NotOthello:
            return "o registo GGF não é de Othello (GM[" + e.token + "])";
        case RecordFault::NotStandardGame:
            return "o registo GGF não é de uma partida normal 8x8 (" + e.token + ")";
        case RecordFault::BadBoard:
            return "o tabuleiro BO[" + e.token + "] do registo GGF não é válido";
        case RecordFault::OtherStart:
            return "a partida começa de outra posição que não a inicial";
        case RecordFault::Unfinished:
            return "a partida não terminou: para depois da jogada " + std::to_string(e.move);
    }
    return "o registo não é válido";
}

std::string bad_link_text(Language lang, const game::RecordError& error) {
    return std::string(pt(lang) ? "A partida deste link não pode ser lida ("
                                : "This link's game cannot be read (") +
           record_error_text(lang, error) + ")";
}

std::string import_report_text(Language lang, const game::ImportReport& r) {
    auto counted = [&](int n, const char* en1, const char* en, const char* pt1, const char* ptn) {
        return std::to_string(n) + ' ' + (pt(lang) ? (n == 1 ? pt1 : ptn) : (n == 1 ? en1 : en));
    };
    std::string s =
        counted(r.added, "game added", "games added", "partida importada", "partidas importadas");
    if (r.duplicates > 0)
        s += ", " +
             counted(r.duplicates, "already there", "already there", "já existia", "já existiam");
    if (r.too_old > 0)
        s += ", " + counted(r.too_old, "older than the archive keeps",
                            "older than the archive keeps", "mais antiga do que o arquivo guarda",
                            "mais antigas do que o arquivo guarda");
    if (r.bad > 0) {
        s += ", " + counted(r.bad, "bad line", "bad lines", "linha inválida", "linhas inválidas");
        s += " (" + std::string(pt(lang) ? "linha " : "line ") + std::to_string(r.first_bad_line) +
             ": " + record_error_text(lang, r.first_error) + ")";
    }
    return s;
}

std::string archive_trimmed_text(Language lang, int dropped) {
    if (pt(lang))
        return "O armazenamento do dispositivo está cheio: " +
               std::string(dropped == 1 ? "a partida mais antiga saiu"
                                        : "as " + std::to_string(dropped) +
                                              " partidas mais antigas saíram") +
               " do arquivo";
    return "The device's storage is full: " +
           std::string(dropped == 1 ? "the oldest game was"
                                    : "the " + std::to_string(dropped) + " oldest games were") +
           " removed from the archive";
}

std::string archive_load_text(Language lang, const game::ArchiveLoad& load) {
    using game::ArchiveProblem;
    switch (load.problem) {
        case ArchiveProblem::None:
            return "";
        case ArchiveProblem::NotAnArchive:
            return pt(lang) ? "O arquivo de partidas guardado não pôde ser lido"
                            : "The saved archive of games could not be read";
        case ArchiveProblem::NewerVersion:
            return pt(lang)
                       ? "O arquivo de partidas foi guardado por uma versão mais recente do jogo"
                       : "The archive of games was saved by a newer version of the game";
        case ArchiveProblem::Damaged:
        case ArchiveProblem::CutOff:
            break;
    }
    return pt(lang) ? "Algumas partidas guardadas não puderam ser lidas; as outras estão no arquivo"
                    : "Some saved games could not be read; the others are in the archive";
}

std::string copy_failed_text(Language lang, const std::string& text) {
    return (pt(lang) ? "A área de transferência não está disponível; copie daqui: "
                     : "The clipboard is not available; copy it from here: ") +
           text;
}

std::string clock_text(std::int64_t ms_left) {
    if (ms_left < 0) ms_left = 0;
    std::int64_t seconds = (ms_left + 999) / 1000;
    std::string ss = std::to_string(seconds % 60);
    return std::to_string(seconds / 60) + ':' + (ss.size() < 2 ? "0" : "") + ss;
}

std::string rating_text(Language lang, int rating) {
    return std::string(tr(lang, TextId::Rating)) + ' ' + std::to_string(rating);
}

std::string rating_entry_text(Language lang, const game::RatingEntry& e) {
    std::string against = pt(lang) ? " contra o nível " : " against level ";
    return outcome_label(lang, e.outcome) + against + std::to_string(e.level) + " (" +
           level_name(lang, e.level) + "): " + std::to_string(e.before) + " → " +
           rating_change_text(e);
}

std::string rating_change_text(const game::RatingEntry& e) {
    int change = e.after - e.before;
    std::string delta = (change >= 0 ? "+" : "-") + std::to_string(change >= 0 ? change : -change);
    return std::to_string(e.after) + " (" + delta + ")";
}

std::string ranked_game_text(Language lang, int level, int level_rating) {
    return std::string(tr(lang, TextId::RankedGame)) + " · " + level_number(lang, level) +
           (pt(lang) ? " (pontuação " : " (rating ") + std::to_string(level_rating) + ")";
}

std::string date_text(Language lang, std::int64_t unix_s, int utc_offset_minutes) {
    if (unix_s <= 0) return "–";
    // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, proleptic Gregorian).
    std::int64_t local = unix_s + std::int64_t{utc_offset_minutes} * 60;
    std::int64_t days = (local >= 0 ? local : local - 86399) / 86400;
    std::int64_t z = days + 719468;
    std::int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    std::int64_t doe = z - era * 146097;
    std::int64_t yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    std::int64_t doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    std::int64_t mp = (5 * doy + 2) / 153;
    std::int64_t day = doy - (153 * mp + 2) / 5 + 1;
    std::int64_t month = mp < 10 ? mp + 3 : mp - 9;
    std::int64_t year = yoe + era * 400 + (month <= 2 ? 1 : 0);
    auto two = [](std::int64_t v) { return (v < 10 ? "0" : "") + std::to_string(v); };
    if (pt(lang)) return two(day) + '/' + two(month) + '/' + std::to_string(year);
    return std::to_string(year) + '-' + two(month) + '-' + two(day);
}

namespace {

// The rules help in English.
Help english_help() {
    return Help{
        "Rules of Reversi",
        "Reversi is a game for two. Black and White take turns placing discs on an 8×8 board, "
        "trapping the other side's discs to turn them over. When the board is full, or when "
        "nobody can move, whoever has more discs wins. A game takes about ten minutes. In Japan "
        "the same game is sold as Othello.",
        {
            {"Setup",
             "",
             {"The board has 8×8 squares. Every disc is black on one face and white on the other.",
              "Four discs start in the middle: two black and two white, each colour on a "
              "diagonal.",
              "Black always makes the first move; after that the turns alternate."}},
            {"Placing and flipping",
             "On your turn, put one disc of your colour on an empty square. The square must "
             "outflank at least one of your opponent's discs: a straight, unbroken run of their "
             "discs with your new disc at one end and another of your discs at the other. Runs "
             "are checked in all eight directions: along the row, along the column and along "
             "both diagonals.",
             {"Every outflanked run turns to your colour in the same move, in all directions at "
              "once. No other disc changes.",
              "An empty square breaks a run: nothing beyond it is outflanked.",
              "Only runs that end at the disc you just placed count. A disc that has just been "
              "turned over does not outflank anything in its turn.",
              "A disc never moves once it is placed; it can only be turned over.",
              "Soft dots mark the squares where you may play. You can hide them in the "
              "settings."}},
            {"Passing",
             "A turn is skipped only when it has no legal square. If you can move, you must.",
             {"When you have no move, the game passes for you automatically and your opponent "
              "plays again.",
              "When neither side can move, the game is over, even with empty squares left."}},
            {"End of the game and result",
             "",
             {"The game ends when the board is full or when neither player has a legal move.",
              "The discs on the board are counted, and the player with more of them wins.",
              "If both have the same number of discs, the game is a draw."}},
            {"Reversi and Othello",
             "Othello is a trademark of Othello Co., used for a commercial edition of this game. "
             "Both share the same core: an 8×8 board, outflanking and flipping, and victory for "
             "the player with more discs.",
             {"Here a game starts with the four discs on the diagonals in the centre, and Black "
              "moves first.",
              "The usual rules apply: you pass only when you cannot move, and equal counts are "
              "a draw."}},
            {"Corners",
             "The four corner squares are special. A disc in a corner has no neighbours on two "
             "of its sides, so it can never be outflanked and never turns back over. That makes "
             "corners very valuable.",
             {}},
            {"First tips",
             "Begin by looking for the squares where you can outflank something.",
             {"Aim for the corners: once taken, they stay yours to the end.",
              "A big disc count in the middle of the game decides nothing. The last moves can "
              "swing the count a long way, so a player with few discs can still win.",
              "A game lasts at most 60 moves: 64 squares minus the 4 starting discs."}},
            {"On this site",
             "",
             {"Free to play in the browser, with no account to create.",
              "Two players share this device, and either seat can be given to the CPU.",
              "Time per turn: no limit by default; 30 or 60 seconds can be chosen in the "
              "settings.",
              "If your time runs out, the CPU plays that turn for you. If that happens twice in "
              "a row, the CPU keeps your seat until you take it back with one click.",
              "If you leave, the game is kept on this device: come back in the same browser to "
              "carry on.",
              "Ranked games against the CPU change your rating. A draw moves it half-way "
              "between a win and a loss. Moves of a ranked game cannot be undone, and leaving "
              "one after its first move counts as a loss.",
              "The legal-move dots and alternating colours after each game are both on by "
              "default."}},
            {"The record of a game",
             "Every move is kept. Open the Moves section to see them, numbered in the usual "
             "notation (1. f5 d6 2. c3 ...), with the opening's name when the game follows a "
             "known line.",
             {"The arrow buttons, a click on a move, or the Left, Right, Home and End keys "
              "(outside the board) show the board at any point. An unranked game waits while "
              "you look back, and a move made there starts a new line.",
              "Undo and Redo (Ctrl+Z, Ctrl+Y) walk back and forward through your moves.",
              "Copy moves gives the game as text, such as f5d6c3d3c4; Share link sends a link "
              "that opens the game at the point shown. Paste a game (or Ctrl+V) opens such a "
              "text or a GGF record, and never replaces your own game.",
              "Send my move, in a game between two people, sends the game as a link: your friend "
              "opens it, moves, and sends the link back.",
              "Finished games are kept in the Games section. Export them as one file that other "
              "Othello programs read (GGF), and import such a file back.",
              "Opening names come from Robert Gatliff's catalogue of Othello openings."}},
        },
        "Terms",
        {
            {"Outflank",
             "To enclose a straight run of your opponent's discs between two of yours."},
            {"Flip", "To turn an outflanked disc over to your colour."},
            {"Pass", "To miss a turn because no square is legal. It is never a choice."},
            {"Corner",
             "One of the four corner squares. A disc there cannot be outflanked or "
             "flipped back."},
        },
        "Questions and answers",
        {
            {"May I put a disc on any empty square?",
             "No. The square has to outflank at least one of your opponent's discs; a square "
             "that outflanks nothing is not a legal move."},
            {"How many discs turn over?",
             "All the discs of every outflanked run, in every direction at the same time."},
            {"Why are corners so strong?",
             "Nothing can close in on a corner from both sides, so a disc placed there never "
             "changes colour again."},
            {"Can I hide the legal-move dots?",
             "Yes: turn off “Show legal moves” in the settings. The dots are on to start with."},
            {"Who goes first?",
             "Black. Player 1 takes Black in the first game; with “Alternate colours after each "
             "game” on, the players swap colours after every game."},
            {"Can the board be made bigger or smaller?", "Not for now: the board is always 8×8."},
            {"What happens if my time runs out?",
             "The CPU plays that turn for you and a notice names the square it chose. If it "
             "happens twice in a row, the CPU keeps your seat until you press “Take back seat”."},
            {"What does a draw do to my rating?",
             "In a ranked game a draw is worth half a win, so your rating lands between what a "
             "win and a loss would have given."},
        },
    };
}

// The rules help in Portuguese.
Help portuguese_help() {
    return Help{
        "Regras do Reversi",
        "O Reversi joga-se a dois. Pretas e brancas colocam pedras à vez num tabuleiro de 8×8 e "
        "prendem as pedras do adversário para as virar. Quando o tabuleiro fica cheio, ou quando "
        "já ninguém pode jogar, ganha quem tiver mais pedras. Uma partida dura cerca de dez "
        "minutos. No Japão, o mesmo jogo é vendido com o nome Othello.",
        {
            {"Preparação",
             "",
             {"O tabuleiro tem 8×8 casas. Cada pedra é preta de um lado e branca do outro.",
              "No início há quatro pedras no centro: duas pretas e duas brancas, cada cor numa "
              "diagonal.",
              "As pretas fazem sempre a primeira jogada; depois, joga-se à vez."}},
            {"Colocar e virar",
             "Na sua vez, cada jogador põe uma pedra da sua cor numa casa vazia. Essa casa tem de "
             "cercar pelo menos uma pedra adversária: uma fila reta e sem falhas de pedras do "
             "adversário, com a pedra nova numa ponta e outra pedra do mesmo jogador na outra. "
             "As filas contam nas oito direções: na linha, na coluna e nas duas diagonais.",
             {"Todas as filas cercadas passam para a cor de quem jogou, em todas as direções ao "
              "mesmo tempo. Nenhuma outra pedra muda.",
              "Uma casa vazia interrompe a fila: para lá dela, nada fica cercado.",
              "Só contam as filas que acabam na pedra acabada de colocar. Uma pedra que acabou "
              "de virar não cerca nada por sua vez.",
              "Uma pedra colocada nunca sai do lugar; só pode ser virada.",
              "Pontos suaves assinalam as casas onde se pode jogar. Podem ser escondidos nas "
              "definições."}},
            {"Passar a vez",
             "Só se passa a vez quando não existe nenhuma casa legal. Havendo jogada, é "
             "obrigatório jogar.",
             {"Sem jogada possível, o jogo passa a vez automaticamente e o adversário volta a "
              "jogar.",
              "Se nenhum dos dois puder jogar, a partida termina, mesmo com casas vazias."}},
            {"Fim da partida e resultado",
             "",
             {"A partida acaba quando o tabuleiro está cheio ou quando nenhum jogador tem jogada "
              "legal.",
              "Contam-se as pedras no tabuleiro: ganha quem tiver mais.",
              "Com o mesmo número de pedras, a partida termina empatada."}},
            {"Reversi e Othello",
             "Othello é uma marca registada da Othello Co., usada numa edição comercial deste "
             "jogo. O essencial é igual nos dois: tabuleiro de 8×8, cercar e virar, e vitória "
             "para quem tiver mais pedras.",
             {"Aqui a partida começa com as quatro pedras em diagonal no centro, e as pretas "
              "jogam primeiro.",
              "Valem as regras habituais: só se passa quando não há jogada, e com pedras em "
              "número igual há empate."}},
            {"Cantos",
             "As quatro casas dos cantos são especiais. Uma pedra num canto não tem vizinhas em "
             "dois dos seus lados, por isso nunca pode ser cercada nem voltar a virar. Um canto "
             "vale muito.",
             {}},
            {"Primeiros conselhos",
             "Comece por procurar as casas onde consegue cercar alguma pedra.",
             {"Procure os cantos: depois de ocupados, ficam seus até ao fim.",
              "Ter muitas pedras a meio da partida não decide nada. As últimas jogadas podem "
              "mudar muito a contagem, e quem tem poucas pedras ainda pode ganhar.",
              "Uma partida tem no máximo 60 jogadas: 64 casas menos as 4 pedras iniciais."}},
            {"Neste site",
             "",
             {"Gratuito no navegador, sem necessidade de criar conta.",
              "Dois jogadores partilham este dispositivo, e qualquer um dos lugares pode ser "
              "entregue à CPU.",
              "Tempo por turno: sem limite por omissão; nas definições pode escolher 30 ou 60 "
              "segundos.",
              "Se o seu tempo acabar, a CPU joga esse turno por si. Se isso acontecer duas vezes "
              "seguidas, a CPU fica com o seu lugar até o retomar com um clique.",
              "Se sair, a partida fica guardada neste dispositivo: volte no mesmo navegador para "
              "continuar.",
              "As partidas classificadas contra a CPU alteram a sua pontuação. Um empate deixa-a a "
              "meio caminho entre uma vitória e uma derrota. Numa partida classificada não se "
              "podem desfazer jogadas, e abandoná-la depois da primeira jogada conta como "
              "derrota.",
              "Os pontos das casas legais e a troca de cores após cada partida vêm ativados."}},
            {"O registo da partida",
             "Todas as jogadas ficam guardadas. Abra a secção Jogadas para as ver, numeradas na "
             "notação habitual (1. f5 d6 2. c3 ...), com o nome da abertura quando a partida "
             "segue uma linha conhecida.",
             {"Os botões de setas, um clique numa jogada, ou as teclas Esquerda, Direita, Home e "
              "End (fora do tabuleiro) mostram o tabuleiro em qualquer ponto. Uma partida não "
              "classificada espera enquanto olha para trás, e uma jogada feita aí começa uma "
              "nova linha.",
              "Desfazer e Refazer (Ctrl+Z, Ctrl+Y) andam para trás e para a frente nas suas "
              "jogadas.",
              "Copiar jogadas dá a partida em texto, como f5d6c3d3c4; Partilhar link envia um "
              "link que abre a partida no ponto mostrado. Colar uma partida (ou Ctrl+V) abre um "
              "texto assim ou um registo GGF, sem nunca substituir a sua partida.",
              "Enviar a minha jogada, numa partida entre duas pessoas, envia a partida como link: "
              "o outro jogador abre-o, joga e devolve o link.",
              "As partidas terminadas ficam na secção Partidas. Exporte-as num ficheiro que "
              "outros programas de Othello leem (GGF) e importe-o de volta.",
              "Os nomes das aberturas vêm do catálogo de aberturas de Othello de Robert "
              "Gatliff."}},
        },
        "Termos",
        {
            {"Cercar", "Prender uma fila reta de pedras adversárias entre duas pedras suas."},
            {"Virar", "Passar para a sua cor uma pedra adversária cercada."},
            {"Passar", "Perder a vez por não haver casa legal. Nunca é uma escolha."},
            {"Canto",
             "Uma das quatro casas dos cantos. A pedra ali não pode ser cercada nem "
             "virada de volta."},
        },
        "Perguntas e respostas",
        {
            {"Posso pôr uma pedra em qualquer casa vazia?",
             "Não. A casa tem de cercar pelo menos uma pedra adversária; uma casa que não cerca "
             "nada não é uma jogada legal."},
            {"Quantas pedras viram?",
             "Todas as pedras de cada fila cercada, em todas as direções ao mesmo tempo."},
            {"Porque é que os cantos são tão fortes?",
             "Nada consegue fechar um canto pelos dois lados, por isso uma pedra ali nunca mais "
             "muda de cor."},
            {"Posso esconder os pontos das casas legais?",
             "Sim: desligue «Mostrar casas legais» nas definições. De início, estão ligados."},
            {"Quem começa?",
             "As pretas. O jogador 1 fica com as pretas na primeira partida; com «Alternar as "
             "cores após cada partida» ligado, os jogadores trocam de cor depois de cada "
             "partida."},
            {"Posso mudar o tamanho do tabuleiro?", "Por agora não: o tabuleiro é sempre de 8×8."},
            {"E se o meu tempo acabar?",
             "A CPU joga esse turno por si e um aviso indica a casa escolhida. Se acontecer duas "
             "vezes seguidas, a CPU fica com o seu lugar até carregar em «Retomar o lugar»."},
            {"O que faz um empate à minha pontuação?",
             "Numa partida classificada, um empate vale meia vitória: a pontuação fica entre o que "
             "daria uma vitória e o que daria uma derrota."},
        },
    };
}

}  // namespace

const Help& help(Language lang) {
    static const Help ENGLISH = english_help();
    static const Help PORTUGUESE = portuguese_help();
    return pt(lang) ? PORTUGUESE : ENGLISH;
}

}  // namespace reversi::text
