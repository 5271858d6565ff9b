// The lesson (the rules for a first-time player) and the strategy tips as data (lesson.h): each
// step's position, the right squares and every sentence in both languages.
//
// Boards are written as 8 rows from row 1 (top) to row 8, columns a to h: X black, O white,
// - empty. Black is to move in every step. The strategy positions are late middle games and
// endgames from the FFO test set (the colours swapped where White was to move) and from the
// engine's self-play games (data/puzzles.txt); the values quoted in their sentences are the exact
// final disc differences given there. tests/game_lesson_test.cpp checks each step's claim.
#include <array>
#include <cassert>
#include <initializer_list>

#include "game/lesson.h"

namespace reversi::game {

namespace {

using Rows = std::array<const char*, 8>;

Position board(const Rows& rows) {
    Bitboard black = 0, white = 0;
    for (int r = 0; r < 8; ++r) {
        for (int c = 0; c < 8; ++c) {
            const char ch = rows[static_cast<std::size_t>(r)][c];
            assert(ch == 'X' || ch == 'O' || ch == '-');
            if (ch == 'X') black |= square_bit(r * 8 + c);
            if (ch == 'O') white |= square_bit(r * 8 + c);
        }
    }
    return Position::from_colors(black, white, Color::Black);
}

Bitboard squares(std::initializer_list<const char*> names) {
    Bitboard b = 0;
    for (const char* n : names) {
        const int sq = parse_square(n);
        assert(sq != NO_SQUARE);
        b |= square_bit(sq);
    }
    return b;
}

Course make_rules() {
    Course c;
    c.id = "rules";
    c.title = {"The rules in 3 minutes", "As regras em 3 minutos"};

    {
        Exercise x;
        x.id = "rules-first-move";
        x.title = {"The first move", "A primeira jogada"};
        x.prompt = {
            "On the 8×8 board the game starts with two black and two white discs on the centre "
            "diagonals, and Black moves first. Place a disc so that a white disc lies in a "
            "straight line between it and a black disc.",
            "No tabuleiro 8×8, a partida começa com duas pedras pretas e duas brancas nas "
            "diagonais do centro, e as pretas jogam primeiro. Coloque uma pedra de modo que uma "
            "pedra branca fique em linha reta entre ela e uma pedra preta."};
        x.position = Position::start();
        // Every legal move of the start is right: the step only shows what a move is.
        x.answers = squares({"d3", "c4", "f5", "e6"});
        x.notes = {
            {squares({"c3", "f6"}),
             {"That diagonal holds only white discs, with no black disc at its end: nothing is "
              "trapped.",
              "Essa diagonal só tem pedras brancas, sem uma preta no fim: nada fica cercado."}},
        };
        x.right = {
            "The white disc you trapped turned black. Every move must trap at least one disc "
            "like this.",
            "A pedra branca cercada ficou preta. Cada jogada tem de cercar pelo menos uma pedra "
            "assim."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-flip-line";
        x.title = {"Flipping a line", "Virar uma linha"};
        x.prompt = {
            "Every disc trapped in the line flips, however many there are. Find the move that "
            "flips three white discs at once.",
            "Todas as pedras cercadas na linha viram, sejam quantas forem. Encontre a jogada que "
            "vira três pedras brancas de uma vez."};
        x.position = board({
            "--------",
            "--------",
            "--------",
            "-XOOO---",
            "---X----",
            "---O----",
            "--------",
            "--------",
        });
        x.answers = squares({"f4"});
        x.notes = {
            {squares({"a4"}),
             {"b4 is already black: a move must trap white discs between the new disc and a "
              "black one.",
              "b4 já é preta: a jogada tem de cercar pedras brancas entre a nova pedra e uma "
              "preta."}},
        };
        x.wrong = {
            "That move traps only one white disc. Look for a row of three white discs with a "
            "black disc at one end.",
            "Essa jogada só cerca uma pedra branca. Procure uma fila de três pedras brancas com "
            "uma preta numa das pontas."};
        x.right = {"f4 trapped c4, d4 and e4 against b4, and all three turned black.",
                   "f4 cercou c4, d4 e e4 contra b4, e as três ficaram pretas."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-flip-many";
        x.title = {"Several lines at once", "Várias linhas de uma vez"};
        x.prompt = {
            "A move can trap discs in several directions, and every trapped line flips. Find the "
            "move that flips discs in three directions.",
            "Uma jogada pode cercar pedras em várias direções, e todas as linhas cercadas viram. "
            "Encontre a jogada que vira pedras em três direções."};
        x.position = board({
            "--------",
            "--------",
            "-X-X-X--",
            "--OOO---",
            "--O-----",
            "--------",
            "--------",
            "--------",
        });
        x.answers = squares({"d5"});
        x.notes = {
            {squares({"b5"}),
             {"b5 traps only c4, along one diagonal.", "b5 só cerca c4, numa diagonal."}},
            {squares({"f5"}),
             {"f5 traps only e4, along one diagonal.", "f5 só cerca e4, numa diagonal."}},
        };
        x.wrong = {"That move flips one line only. Find the square that closes three lines.",
                   "Essa jogada só vira uma linha. Encontre a casa que fecha três linhas."};
        x.right = {
            "d5 trapped c4, d4 and e4 in three different lines, and all of them flipped "
            "together.",
            "d5 cercou c4, d4 e e4 em três linhas diferentes, e todas viraram ao mesmo tempo."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-gap";
        x.title = {"A gap breaks the line", "Uma casa vazia corta a linha"};
        x.prompt = {
            "An empty square in a line breaks it: nothing beyond the gap is trapped. Find the "
            "move that flips the white disc on c4.",
            "Uma casa vazia numa linha corta-a: nada para lá dela fica cercado. Encontre a "
            "jogada que vira a pedra branca em c4."};
        x.position = board({
            "--------",
            "--------",
            "--------",
            "-XO-O---",
            "----X---",
            "--------",
            "--------",
            "--------",
        });
        x.answers = squares({"d4"});
        x.notes = {
            {squares({"f4"}),
             {"Not a move: the empty d4 breaks the line, so f4 traps nothing.",
              "Não é jogada: a casa vazia d4 corta a linha, e f4 não cerca nada."}},
            {squares({"e3"}),
             {"e3 is a move, but it flips e4, not c4.", "e3 é uma jogada, mas vira e4, não c4."}},
        };
        x.right = {
            "d4 closed the line b4-c4-d4 and flipped c4. From f4, the gap on d4 would have "
            "stopped the trap.",
            "d4 fechou a linha b4-c4-d4 e virou c4. A partir de f4, a casa vazia em d4 teria "
            "impedido o cerco."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-no-chain";
        x.title = {"No chain reaction", "Sem reação em cadeia"};
        x.prompt = {
            "Only the lines that start at the new disc flip. Find the move that flips the two "
            "white discs in column d.",
            "Só viram as linhas que partem da pedra nova. Encontre a jogada que vira as duas "
            "pedras brancas da coluna d."};
        x.position = board({
            "--------",
            "--------",
            "--------",
            "---X----",
            "-XOO----",
            "---O----",
            "--------",
            "--------",
        });
        x.answers = squares({"d7"});
        x.notes = {
            {squares({"e5"}),
             {"e5 flips c5 and d5 along row 5, but not d6.",
              "e5 vira c5 e d5 na fila 5, mas não d6."}},
            {squares({"b6"}), {"b6 flips only c5.", "b6 só vira c5."}},
        };
        x.right = {
            "d7 flipped d6 and d5. Now c5 lies between two black discs, b5 and d5, yet stays "
            "white: discs that have just flipped trap nothing.",
            "d7 virou d6 e d5. Agora c5 está entre duas pedras pretas, b5 e d5, mas continua "
            "branca: as pedras acabadas de virar não cercam nada."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-pass";
        x.title = {"Passing", "Passar"};
        x.prompt = {
            "A player with no legal move must pass, and the other plays again. Find the move that "
            "leaves White without a legal move.",
            "Quem não tem jogada legal tem de passar, e o outro joga de novo. Encontre a jogada "
            "que deixa as brancas sem jogada legal."};
        x.position = board({
            "--------",
            "-----O--",
            "-----O--",
            "---OOOXO",
            "---OOO-X",
            "---OOO--",
            "--------",
            "--------",
        });
        x.answers = squares({"h3"});
        x.wrong = {"After that move White can still play, so nobody passes.",
                   "Depois dessa jogada as brancas ainda podem jogar, por isso ninguém passa."};
        x.right = {
            "h3 flipped h4, and no white disc can trap a black one now: White must pass (here it "
            "happens automatically), and Black plays again.",
            "h3 virou h4, e agora nenhuma pedra branca consegue cercar uma preta: as brancas têm "
            "de passar (aqui é automático) e as pretas jogam de novo."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-end";
        x.title = {"The end of the game", "O fim da partida"};
        x.prompt = {
            "The game ends when neither player can move, even if empty squares remain. Find the "
            "move that ends the game now.",
            "A partida termina quando nenhum jogador pode jogar, mesmo com casas vazias. "
            "Encontre a jogada que termina já a partida."};
        x.position = board({
            "--------",
            "--------",
            "--O-----",
            "XXOXX---",
            "--OXX---",
            "--XXX---",
            "--------",
            "--------",
        });
        x.answers = squares({"c2"});
        x.wrong = {"After that move White still has discs and moves, so the game goes on.",
                   "Depois dessa jogada as brancas ainda têm pedras e jogadas, por isso a partida "
                   "continua."};
        x.right = {
            "c2 flipped White's last three discs. Nobody can move, so the game is over with 51 "
            "squares empty: Black wins 13 to 0.",
            "c2 virou as três últimas pedras brancas. Ninguém pode jogar, por isso a partida "
            "acaba com 51 casas vazias: as pretas ganham por 13 a 0."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-count";
        x.title = {"Counting the discs", "Contar as pedras"};
        x.prompt = {
            "At the end, whoever has more discs wins; the same number is a draw. Two squares are "
            "left: find the move that wins.",
            "No fim, ganha quem tiver mais pedras; com o mesmo número é empate. Restam duas "
            "casas: encontre a jogada que ganha."};
        x.position = board({
            "-XXXXXXX",
            "OOOOOOOX",
            "OOXXXXOX",
            "OOOXOXOX",
            "OOXOXXXX",
            "OOOXOXXX",
            "O-XOOOXX",
            "OOOOOOOX",
        });
        x.answers = squares({"b7"});
        x.notes = {
            {squares({"a1"}),
             {"After a1, White plays b7, the last square, and wins 34 to 30.",
              "Depois de a1, as brancas jogam b7, a última casa, e ganham por 34 a 30."}},
        };
        x.right = {
            "Now nobody can play a1, so the game is over: Black has 38 discs and White 25, and "
            "Black wins.",
            "Agora ninguém pode jogar em a1, por isso a partida acabou: as pretas têm 38 pedras e "
            "as brancas 25, e as pretas ganham."};
        c.steps.push_back(std::move(x));
    }
    {
        Exercise x;
        x.id = "rules-corner";
        x.title = {"Corners", "Os cantos"};
        x.prompt = {
            "A disc in a corner can never be flipped. Find the move that White can never flip "
            "back.",
            "Uma pedra num canto nunca pode ser virada. Encontre a jogada que as brancas nunca "
            "poderão virar de volta."};
        x.position = board({
            "-OOX----",
            "-XO-----",
            "--------",
            "--------",
            "--------",
            "--------",
            "--------",
            "--------",
        });
        x.answers = squares({"a1"});
        x.notes = {
            {squares({"d2"}),
             {"White could flip d2 straight back by playing e3.",
              "As brancas poderiam virar d2 logo a seguir, jogando em e3."}},
            {squares({"b3"}),
             {"White could flip b3 straight back by playing b4.",
              "As brancas poderiam virar b3 logo a seguir, jogando em b4."}},
        };
        x.right = {
            "a1 is a corner: there is no square beyond it, so it can never be trapped and stays "
            "black to the end.",
            "a1 é um canto: não há casa para lá dele, por isso nunca pode ser cercado e fica "
            "preto até ao fim."};
        c.steps.push_back(std::move(x));
    }
    return c;
}

Course make_tips() {
    Course c;
    c.id = "tips";
    c.title = {"Strategy and tips", "Estratégia e dicas"};

    {
        // FFO #70.
        Exercise x;
        x.id = "tips-mobility";
        x.title = {"Mobility", "Mobilidade"};
        x.prompt = {
            "Strong players leave the opponent few moves to choose from. Find the move that "
            "leaves White the fewest legal moves.",
            "Os bons jogadores deixam ao adversário poucas jogadas por onde escolher. Encontre a "
            "jogada que deixa as brancas com menos jogadas legais."};
        x.position = board({
            "---X----",
            "X-XXX---",
            "XXXX----",
            "XXXOOO--",
            "XXXXOO--",
            "XXOOXXX-",
            "X-OOXX--",
            "--O-----",
        });
        x.answers = squares({"e3"});
        x.notes = {
            {squares({"f3", "g4", "b7"}),
             {"That move leaves White 11 legal moves; the best one leaves only 7.",
              "Essa jogada deixa 11 jogadas legais às brancas; a melhor deixa só 7."}},
            {squares({"g5", "d8", "e8"}),
             {"That move leaves White 9 legal moves; the best one leaves only 7.",
              "Essa jogada deixa 9 jogadas legais às brancas; a melhor deixa só 7."}},
        };
        x.right = {
            "After e3 White has only 7 moves, the fewest possible, and fewer choices push White "
            "towards weak ones. Exact analysis also finds e3 the best move.",
            "Depois de e3 as brancas só têm 7 jogadas, o mínimo possível, e menos escolhas "
            "empurram-nas para jogadas fracas. A análise exata também dá e3 como a melhor."};
        c.steps.push_back(std::move(x));
    }
    {
        // FFO #75.
        Exercise x;
        x.id = "tips-quiet";
        x.title = {"Quiet moves", "Jogadas silenciosas"};
        x.prompt = {
            "Flipping discs next to empty squares builds a wall that gives the opponent moves. "
            "Find the quiet move: it flips one disc, which touches no empty square.",
            "Virar pedras junto a casas vazias cria um muro que dá jogadas ao adversário. "
            "Encontre a jogada silenciosa: vira uma só pedra, que não toca nenhuma casa vazia."};
        x.position = board({
            "----O---",
            "----OO--",
            "--XXOX-O",
            "-XXXOXOO",
            "--OOOOO-",
            "--OOOXOX",
            "--OOOOX-",
            "-----O--",
        });
        x.answers = squares({"d2"});
        x.notes = {
            {squares({"b7"}),
             {"b7 flips seven discs, most of them next to empty squares, and sits beside the "
              "empty a8 corner.",
              "b7 vira sete pedras, quase todas junto a casas vazias, e fica ao lado do canto "
              "vazio a8."}},
        };
        x.wrong = {
            "That move flips discs that border empty squares: they become a wall that gives "
            "White new moves.",
            "Essa jogada vira pedras junto a casas vazias: formam um muro que dá novas jogadas "
            "às brancas."};
        x.right = {
            "d2 flips only e3, which is surrounded by discs, so no new black disc faces the "
            "empty squares. Exact analysis finds it the best move.",
            "d2 vira apenas e3, rodeada de pedras, por isso nenhuma pedra preta nova fica virada "
            "para as casas vazias. A análise exata dá-a como a melhor jogada."};
        c.steps.push_back(std::move(x));
    }
    {
        // An engine self-play game (data/puzzles.txt), 16 empties.
        Exercise x;
        x.id = "tips-corner";
        x.title = {"Take the corner", "Ocupar o canto"};
        x.prompt = {
            "A corner disc can never be flipped, and it anchors the edges beside it. Black can "
            "take a corner: find it.",
            "Uma pedra no canto nunca pode ser virada e segura as margens ao seu lado. As pretas "
            "podem ocupar um canto: encontre-o."};
        x.position = board({
            "---OXX--",
            "-OXXXX--",
            "X-OXXOO-",
            "XOXOXOO-",
            "XXOXOOO-",
            "XXOOXO--",
            "XXOOOOO-",
            "XXXXOOO-",
        });
        x.answers = squares({"h8"});
        x.notes = {
            {squares({"g2"}),
             {"g2 is an X-square next to the empty h1 corner: White could take h1 at once.",
              "g2 é uma casa X ao lado do canto vazio h1: as brancas poderiam ocupar h1 logo a "
              "seguir."}},
            {squares({"h7"}),
             {"h7 flips five discs but lets White take the h8 corner.",
              "h7 vira cinco pedras, mas deixa as brancas ocuparem o canto h8."}},
        };
        x.wrong = {
            "That move still wins, but the free corner is worth more: by exact analysis h8 is "
            "at least 14 discs better.",
            "Essa jogada também ganha, mas o canto livre vale mais: pela análise exata, h8 vale "
            "pelo menos mais 14 pedras."};
        x.right = {
            "h8 flips e8, f8 and g8, and the whole bottom edge is black for good. By exact "
            "analysis Black now wins by 40 discs.",
            "h8 vira e8, f8 e g8, e toda a margem de baixo fica preta para sempre. Pela análise "
            "exata, as pretas ganham agora por 40 pedras."};
        c.steps.push_back(std::move(x));
    }
    {
        // FFO #71, colours swapped.
        Exercise x;
        x.id = "tips-x-square";
        x.title = {"X- and C-squares", "Casas X e C"};
        x.prompt = {
            "Squares next to an empty corner are risky: above all the diagonal X-squares (b2, "
            "g2, b7, g7), and the C-squares on the edges. Find a good move that keeps away from "
            "them.",
            "As casas junto a um canto vazio são perigosas: sobretudo as casas X na diagonal "
            "(b2, g2, b7, g7), e também as casas C nas margens. Encontre uma boa jogada longe "
            "delas."};
        x.position = board({
            "--------",
            "--------",
            "--OOOOO-",
            "-OOOOOX-",
            "-XOOOXXO",
            "--XOXOOO",
            "--XXOO-O",
            "---OOOO-",
        });
        x.answers = squares({"d2", "f2"});
        x.notes = {
            {squares({"g2", "g7"}),
             {"An X-square next to an empty corner, which White may later take. By exact "
              "analysis it loses 42 discs against d2.",
              "Uma casa X junto a um canto vazio, que as brancas podem vir a ocupar. Pela "
              "análise exata, perde 42 pedras face a d2."}},
            {squares({"h2"}),
             {"h2 is a C-square beside the empty h1 corner, and 10 discs worse than d2 by exact "
              "analysis.",
              "h2 é uma casa C ao lado do canto vazio h1, e 10 pedras pior do que d2 pela "
              "análise exata."}},
        };
        x.wrong = {
            "That move keeps away from the corners, but exact analysis finds d2 at least 4 "
            "discs better.",
            "Essa jogada fica longe dos cantos, mas a análise exata mostra que d2 vale pelo "
            "menos mais 4 pedras."};
        x.right = {
            "d2 and f2 are the two best moves by exact analysis, and both stay away from the "
            "empty corners.",
            "d2 e f2 são as duas melhores jogadas pela análise exata, e ambas ficam longe dos "
            "cantos vazios."};
        c.steps.push_back(std::move(x));
    }
    {
        // FFO #51, colours swapped.
        Exercise x;
        x.id = "tips-edge";
        x.title = {"Safe edges", "Margens seguras"};
        x.prompt = {
            "A disc on an edge can only be flipped along that edge. Find the edge move that "
            "White cannot flip back.",
            "Uma pedra na margem só pode ser virada ao longo dessa margem. Encontre a jogada na "
            "margem que as brancas não conseguem virar de volta."};
        x.position = board({
            "----X-O-",
            "-----O--",
            "---OOOX-",
            "XOOOOOXX",
            "-OOXXOXX",
            "OOXOOOXX",
            "--XXXX-X",
            "----XX--",
        });
        x.answers = squares({"a3"});
        x.notes = {
            {squares({"f1"}),
             {"White can flip f1 straight back by playing d1.",
              "As brancas podem virar f1 logo a seguir, jogando em d1."}},
            {squares({"a5"}),
             {"White can flip a5 straight back by playing a3.",
              "As brancas podem virar a5 logo a seguir, jogando em a3."}},
        };
        x.wrong = {"That move is not on an edge. Look along the a-file and the top edge.",
                   "Essa jogada não é numa margem. Procure na coluna a e na margem de cima."};
        x.right = {
            "a3 flips b4, c5 and d6, and no White reply can flip a3 back. With e2, it is one of "
            "the two best moves by exact analysis.",
            "a3 vira b4, c5 e d6, e nenhuma resposta das brancas consegue virar a3. Com e2, é "
            "uma das duas melhores jogadas pela análise exata."};
        c.steps.push_back(std::move(x));
    }
    {
        // An engine self-play game (data/puzzles.txt), 11 empties.
        Exercise x;
        x.id = "tips-parity";
        x.title = {"Parity", "Paridade"};
        x.prompt = {
            "Near the end, try to play last in each region of empty squares: move where a region "
            "has an odd number of empties. Find the move in the odd region.",
            "Perto do fim, procure jogar por último em cada região de casas vazias: jogue onde "
            "uma região tem um número ímpar de casas. Encontre a jogada na região ímpar."};
        x.position = board({
            "XO-OO---",
            "-XOOOOO-",
            "-XOOXOOX",
            "XXXXOXOO",
            "XXXOOOOO",
            "XXXOOOXO",
            "X-XXXOXX",
            "---XXXXX",
        });
        x.answers = squares({"c1"});
        x.wrong = {
            "That region has four empty squares, an even number: let White move there first.",
            "Essa região tem quatro casas vazias, um número par: deixe as brancas jogarem lá "
            "primeiro."};
        x.right = {
            "c1 fills a region of one square, so Black plays last there and White must open "
            "another region. By exact analysis it is the best move: Black wins by 18.",
            "c1 preenche uma região de uma só casa, por isso as pretas jogam lá por último e as "
            "brancas têm de abrir outra região. Pela análise exata é a melhor jogada: as pretas "
            "ganham por 18."};
        c.steps.push_back(std::move(x));
    }
    return c;
}

}  // namespace

const Course& rules_lesson() {
    static const Course course = make_rules();
    return course;
}

const Course& strategy_tips() {
    static const Course course = make_tips();
    return course;
}

}  // namespace reversi::game
