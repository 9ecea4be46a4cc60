// Benchmark only (copied into a temporary project by scripts/bench/buildBench.mjs when it has no blog of its own).
export default '/blog/@slug'
