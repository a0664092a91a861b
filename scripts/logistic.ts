/**
 * Logistic regression with an L2 penalty, fitted by Newton's method (iteratively reweighted least squares) on
 * standardised features, both classes weighted to equal total mass. Returns weights and bias on the raw features.
 */
export interface LogisticFit {
  readonly weights: Float64Array;
  readonly bias: number;
}

export function fitLogistic(X: readonly Float64Array[], y: readonly number[], opts: { lambda: number; iterations: number }): LogisticFit {
  const n = X.length;
  const d = X[0]!.length;
  const mean = new Float64Array(d);
  const sd = new Float64Array(d);
  for (const x of X) for (let j = 0; j < d; j++) mean[j]! += x[j]! / n;
  for (const x of X) for (let j = 0; j < d; j++) sd[j]! += (x[j]! - mean[j]!) ** 2 / n;
  for (let j = 0; j < d; j++) sd[j] = Math.sqrt(sd[j]!) || 1;
  const pos = y.filter((v) => v === 1).length;
  const cw = [n / (2 * (n - pos)), n / (2 * pos)];
  // standardised design with a leading 1 for the bias
  const Z = X.map((x) => {
    const z = new Float64Array(d + 1);
    z[0] = 1;
    for (let j = 0; j < d; j++) z[j + 1] = (x[j]! - mean[j]!) / sd[j]!;
    return z;
  });
  const D = d + 1;
  const beta = new Float64Array(D);
  for (let it = 0; it < opts.iterations; it++) {
    const g = new Float64Array(D);
    const H = new Float64Array(D * D);
    for (let i = 0; i < n; i++) {
      const z = Z[i]!;
      let s = 0;
      for (let j = 0; j < D; j++) s += beta[j]! * z[j]!;
      const p = 1 / (1 + Math.exp(-s));
      const w = cw[y[i]!]!;
      const r = w * (p - y[i]!);
      const h = w * p * (1 - p);
      for (let j = 0; j < D; j++) {
        const zj = z[j]!;
        if (zj === 0) continue;
        g[j]! += r * zj;
        const hz = h * zj;
        for (let k = j; k < D; k++) H[j * D + k]! += hz * z[k]!;
      }
    }
    for (let j = 0; j < D; j++) for (let k = 0; k < j; k++) H[j * D + k] = H[k * D + j]!;
    // the penalty spares the bias
    for (let j = 1; j < D; j++) {
      g[j]! += opts.lambda * beta[j]!;
      H[j * D + j]! += opts.lambda;
    }
    const step = solve(H, g, D);
    let change = 0;
    for (let j = 0; j < D; j++) {
      beta[j]! -= step[j]!;
      change = Math.max(change, Math.abs(step[j]!));
    }
    if (change < 1e-6) break;
  }
  const weights = new Float64Array(d);
  let bias = beta[0]!;
  for (let j = 0; j < d; j++) {
    weights[j] = beta[j + 1]! / sd[j]!;
    bias -= weights[j]! * mean[j]!;
  }
  return { weights, bias };
}

/** Solves H x = g by Gaussian elimination with partial pivoting (H is small: one row per feature). */
function solve(H: Float64Array, g: Float64Array, D: number): Float64Array {
  const A = Float64Array.from(H);
  const b = Float64Array.from(g);
  for (let c = 0; c < D; c++) {
    let piv = c;
    for (let r = c + 1; r < D; r++) if (Math.abs(A[r * D + c]!) > Math.abs(A[piv * D + c]!)) piv = r;
    if (piv !== c) {
      for (let k = 0; k < D; k++) [A[c * D + k], A[piv * D + k]] = [A[piv * D + k]!, A[c * D + k]!];
      [b[c], b[piv]] = [b[piv]!, b[c]!];
    }
    const diag = A[c * D + c]! || 1e-12;
    for (let r = c + 1; r < D; r++) {
      const f = A[r * D + c]! / diag;
      if (f === 0) continue;
      for (let k = c; k < D; k++) A[r * D + k]! -= f * A[c * D + k]!;
      b[r]! -= f * b[c]!;
    }
  }
  const x = new Float64Array(D);
  for (let r = D - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let k = r + 1; k < D; k++) s -= A[r * D + k]! * x[k]!;
    x[r] = s / (A[r * D + r]! || 1e-12);
  }
  return x;
}
