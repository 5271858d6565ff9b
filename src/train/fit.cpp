// Fits the pattern evaluation's weights to scored positions: for each phase, ridge regression
// (least squares with an L2 penalty) solved by conjugate gradients on the normal equations
// (CGLS), which never forms the huge normal matrix. The positions of --held-out files, or else
// one input position in 20, report the error on unseen positions, next to the hand-written
// heuristic's.
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "engine/pattern_eval.h"
#include "train/train.h"

namespace reversi::train {

namespace {

using patterns::Features;

struct Set {
    std::vector<Features> x;
    std::vector<double> y;     // exact or game score, discs
    std::vector<double> heur;  // the heuristic's estimate, discs (held-out set only)
};

struct Phase {
    Set train, test;
};

double dot_row(const Features& f, const std::vector<double>& w) {
    double s = 0;
    for (const int i : f.index) s += w[static_cast<std::size_t>(i)];
    for (int i = 0; i < patterns::SCALARS; ++i)
        s += w[static_cast<std::size_t>(patterns::SCALAR_OFFSET + i)] * f.scalar[i];
    return s;
}

void add_row(const Features& f, double v, std::vector<double>& g) {
    for (const int i : f.index) g[static_cast<std::size_t>(i)] += v;
    for (int i = 0; i < patterns::SCALARS; ++i)
        g[static_cast<std::size_t>(patterns::SCALAR_OFFSET + i)] += v * f.scalar[i];
}

double rms(const Set& s, const std::vector<double>& w) {
    if (s.y.empty()) return 0;
    double e = 0;
    for (std::size_t k = 0; k < s.y.size(); ++k) {
        const double d = dot_row(s.x[k], w) - s.y[k];
        e += d * d;
    }
    return std::sqrt(e / static_cast<double>(s.y.size()));
}

double heuristic_rms(const Set& s) {
    if (s.y.empty()) return 0;
    double e = 0;
    for (std::size_t k = 0; k < s.y.size(); ++k) e += (s.heur[k] - s.y[k]) * (s.heur[k] - s.y[k]);
    return std::sqrt(e / static_cast<double>(s.y.size()));
}

// CGLS for min |Xw - y|^2 + lambda |w - w0|^2: the change d = w - w0 from the prior w0 solves
// min |Xd - (y - Xw0)|^2 + lambda |d|^2.
std::vector<double> solve(const Set& s, double lambda, int iterations, std::vector<double> w0) {
    const std::size_t n = patterns::PER_PHASE;
    std::vector<double> w(n, 0), p(n), g(n, 0);
    std::vector<double> r = s.y, q(s.y.size());
    for (std::size_t k = 0; k < r.size(); ++k) r[k] -= dot_row(s.x[k], w0);
    for (std::size_t k = 0; k < r.size(); ++k) add_row(s.x[k], r[k], g);
    p = g;
    double gamma = 0;
    for (const double v : g) gamma += v * v;
    for (int it = 0; it < iterations && gamma > 1e-12; ++it) {
        double qq = 0, pp = 0;
        for (std::size_t k = 0; k < q.size(); ++k) {
            q[k] = dot_row(s.x[k], p);
            qq += q[k] * q[k];
        }
        for (const double v : p) pp += v * v;
        const double alpha = gamma / (qq + lambda * pp);
        for (std::size_t i = 0; i < n; ++i) w[i] += alpha * p[i];
        for (std::size_t k = 0; k < r.size(); ++k) r[k] -= alpha * q[k];
        std::fill(g.begin(), g.end(), 0.0);
        for (std::size_t k = 0; k < r.size(); ++k) add_row(s.x[k], r[k], g);
        double next = 0;
        for (std::size_t i = 0; i < n; ++i) {
            g[i] -= lambda * w[i];
            next += g[i] * g[i];
        }
        const double beta = next / gamma;
        gamma = next;
        for (std::size_t i = 0; i < n; ++i) p[i] = g[i] + beta * p[i];
    }
    for (std::size_t i = 0; i < n; ++i) w0[i] += w[i];
    return w0;
}

}  // namespace

int fit(const FitOptions& opt) {
    const bool all_phases = opt.first_phase == 0 && opt.last_phase >= patterns::PHASES - 1;
    if (!all_phases && opt.base.empty()) {
        std::fprintf(stderr, "fit: --phases needs --base, whose weights the other phases keep\n");
        return 1;
    }
    std::vector<std::int16_t> base;
    if (!opt.base.empty()) {
        base = read_weights(opt.base, "fit");
        if (base.empty()) return 1;
    }
    const auto fitted = [&](int ph) { return ph >= opt.first_phase && ph <= opt.last_phase; };
    std::vector<Phase> phases(patterns::PHASES);
    const HeuristicEvaluator heuristic;
    std::size_t count = 0, held_out = 0;
    const auto read = [&](const std::string& name, bool test_only) {
        return read_positions(name, "fit", [&](const Board& b, int score) {
            const int ph = patterns::phase_of(b.empty_count());
            if (!fitted(ph)) return;
            Phase& phase = phases[static_cast<std::size_t>(ph)];
            ++(test_only ? held_out : count);
            const bool test = test_only || (opt.held_out.empty() && count % 20 == 0);
            Set& set = test ? phase.test : phase.train;
            Features f;
            patterns::extract(b, f);
            set.x.push_back(f);
            set.y.push_back(score);
            if (test) set.heur.push_back(heuristic.evaluate(b) / static_cast<double>(DISC_SCALE));
        });
    };
    for (const std::string& name : opt.inputs)
        if (!read(name, false)) return 1;
    for (const std::string& name : opt.held_out)
        if (!read(name, true)) return 1;
    if (!opt.held_out.empty())
        std::fprintf(stderr, "fit: %zu positions held out from other files\n", held_out);
    std::fprintf(stderr, "fit: %zu positions\n", count);
    std::vector<std::int16_t> weights;
    for (int ph = 0; ph < patterns::PHASES; ++ph) {
        const Phase& phase = phases[static_cast<std::size_t>(ph)];
        const std::size_t at = static_cast<std::size_t>(ph) * patterns::PER_PHASE;
        if (!fitted(ph)) {
            weights.insert(weights.end(), base.begin() + static_cast<std::ptrdiff_t>(at),
                           base.begin() + static_cast<std::ptrdiff_t>(at + patterns::PER_PHASE));
            continue;
        }
        std::vector<double> w0(patterns::PER_PHASE, 0);
        if (!base.empty())
            for (std::size_t i = 0; i < w0.size(); ++i) w0[i] = base[at + i] / double{DISC_SCALE};
        const std::vector<double> w = solve(phase.train, opt.regularisation, opt.iterations, w0);
        std::fprintf(stderr,
                     "phase %2d (empties %2d-%2d): %7zu train, %6zu held out; rms error "
                     "train %.2f, held out %.2f (heuristic %.2f",
                     ph, ph * 5, ph * 5 + 4, phase.train.y.size(), phase.test.y.size(),
                     rms(phase.train, w), rms(phase.test, w), heuristic_rms(phase.test));
        if (!base.empty()) std::fprintf(stderr, ", base %.2f", rms(phase.test, w0));
        std::fprintf(stderr, ") discs\n");
        for (const double v : w) {
            const double c = std::round(v * DISC_SCALE);
            weights.push_back(static_cast<std::int16_t>(std::fmax(-32767, std::fmin(32767, c))));
        }
    }
    const std::vector<std::uint8_t> bytes = PatternEvaluator::encode(weights);
    std::ofstream out(opt.output, std::ios::binary);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) {
        std::fprintf(stderr, "fit: cannot write %s\n", opt.output.c_str());
        return 1;
    }
    std::fprintf(stderr, "fit: wrote %s (%zu bytes)\n", opt.output.c_str(), bytes.size());
    return 0;
}

}  // namespace reversi::train
