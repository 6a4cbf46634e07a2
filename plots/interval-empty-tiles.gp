# The interval chapter's picture of a run of empty intervals: five short
# intervals, fifty empty ones and three more, in tiles of 30 positions; the
# middle tile holds scan elements only.
# diagram: drawn from the interval chapter's own worked example, not a measurement.
# inputs: build/tables/interval_empty_tiles.md plots/interval-tiles.gp
data = 'build/tables/interval_empty_tiles.md'
if (!exists("outfile")) outfile = 'interval-empty-tiles.svg'
load 'plots/interval-tiles.gp'
