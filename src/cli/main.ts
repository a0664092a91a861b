#!/usr/bin/env node
/** The command line's earlier entry, for commands written with its path: the same program as main.cts (the bin). */
import './main.cjs';
