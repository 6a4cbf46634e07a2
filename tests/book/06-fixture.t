#!/usr/bin/perl
# tools/weave on a small fixture web (tests/book/fixtures: two chapters, a
# generated table, a figure), woven into a scratch folder, so that the
# weave's features are checked whatever the real chapters hold:
# cross-chapter chunk links, a CUDA launch shown as <<<...>>>, highlighting,
# the identifier index, the table, the figure, the math; and its failures:
# an unescaped << in documentation, a missing table, an undefined chunk.
# Then tools/check-book passes on the fixture and fails on broken copies;
# last, the weave runs from a folder whose path has capitals and spaces.
use strict;
use warnings;
use Cwd qw(abs_path);
use File::Basename qw(dirname);
use File::Copy qw(copy);
use File::Glob qw(:bsd_glob);   # a path with spaces is one pattern
use File::Path qw(make_path);
use File::Temp qw(tempdir);
use utf8;
use Test::More;
binmode(Test::More->builder->$_, ":encoding(UTF-8)") for qw(output failure_output todo_output);
plan skip_all => "the book was not built: $ENV{LG_BOOK_MISSING} not installed (tools/setup installs them)"
    if $ENV{LG_BOOK_MISSING};

my $root = abs_path(dirname(__FILE__) . '/../..');
chdir $root or die "cannot cd to $root: $!";
my $fixtures = 'tests/book/fixtures';
my @web = ("$fixtures/01-intro.nw", "$fixtures/02-kernels.nw");
my $scratch = tempdir(CLEANUP => 1);

sub slurp { open my $fh, '<:encoding(UTF-8)', $_[0] or return ''; local $/; <$fh> }
sub spew {
    my ($path, $text) = @_;
    open my $fh, '>:encoding(UTF-8)', $path or die "$path: $!";
    print $fh $text;
    close $fh;
}
sub text_of { my $s = shift; $s =~ s/<[^>]*>//g; $s =~ s/&lt;/</g; $s =~ s/&gt;/>/g;
              $s =~ s/&quot;/"/g; $s =~ s/&#39;/'/g; $s =~ s/&amp;/&/g; $s }

# run a command; returns (exit status, stdout and stderr)
sub run {
    my (@cmd) = @_;
    my $pid = open(my $fh, '-|');
    die "fork: $!" unless defined $pid;
    if (!$pid) { open STDERR, '>&', \*STDOUT; exec @cmd; exit 127 }
    local $/;
    my $out = <$fh> // '';
    close $fh;
    return ($? >> 8, $out);
}

# chunk anchors of a page: name -> [ids in order]
sub chunks_of {
    my ($html) = @_;
    my %c;
    while ($html =~ /<div id="([^"]+)" class="chunk">\s*<div class="chunk-head">.*?<span class="chunk-name">(.*?)<\/span>/gs) {
        push @{$c{text_of($2)}}, $1;
    }
    return \%c;
}

# ------------------------------------------------------------- weave it
my $out = "$scratch/book";
make_path("$out/figures");
copy("$fixtures/fixture.svg", "$out/figures/fixture.svg") or die "copy: $!";
my ($rc, $log) = run('tools/weave', $out, "$fixtures/tables", @web);
is($rc, 0, 'tools/weave weaves the fixture') or diag($log);

for my $page (qw(index.html intro.html kernels.html indexes.html style.css katex/katex.min.js
                 katex/katex.min.css katex/fonts/KaTeX_Main-Regular.woff2)) {
    ok(-s "$out/$page", "it wrote $page");
}
ok(!glob("$out/.weave.*"), 'no scratch folder left behind');

my $intro = slurp("$out/intro.html");
my $kernels = slurp("$out/kernels.html");
my $indexes = slurp("$out/indexes.html");
my $contents = slurp("$out/index.html");
my $ci = chunks_of($intro);
my $ck = chunks_of($kernels);

# contents and navigation
like($contents, qr/litgpu: load-balanced GPU algorithms, a literate program/, 'the contents page carries the book title');
like($contents, qr/href="intro\.html"[^>]*>A fixture web</, 'the contents list chapter 1 by its title');
like($contents, qr/href="kernels\.html#?[^"]*"[^>]*>Kernels</, 'the contents list chapter 2 by its title');
like($contents, qr/href="intro\.html#the-header"/, 'the contents list the sections');
like($intro, qr/<nav class="outline".*href="#a-figure"/s, 'a chapter has its outline');
like($intro, qr/rel="prev" href="index\.html"/, 'chapter 1 goes back to the contents');
like($intro, qr/rel="next" href="kernels\.html"/, 'chapter 1 goes on to chapter 2');
like($kernels, qr/rel="next" href="indexes\.html"/, 'the last chapter goes on to the indexes');

# chunks: headers, numbers, cross-chapter links
my ($pub1) = @{$ci->{'Public declarations'} // []};
my ($pub2) = @{$ck->{'Public declarations'} // []};
my ($hdr) = @{$ci->{'include/demo.h'} // []};
my ($cu) = @{$ck->{'src/demo.cu'} // []};
my ($find) = @{$ck->{"Find this thread's index"} // []};
ok($pub1 && $pub2 && $hdr && $cu && $find, 'every fixture chunk has an anchored header');
like($intro, qr/<div id="\Q$hdr\E" class="chunk">.*?<a class="chunk-use" href="#\Q$pub1\E">/s,
     'a chunk use in code links to the definition');
like($intro, qr/continued in <a href="kernels\.html#\Q$pub2\E"/, 'a definition links to its continuation in the other chapter');
like($kernels, qr/Continues <a href="intro\.html#\Q$pub1\E"/, 'a continuation links back to the other chapter');
like($kernels, qr/<div id="\Q$pub2\E".*?Used in <a href="intro\.html#\Q$hdr\E"/s, '"Used in" links across chapters');
like($intro, qr/<a href="#\Q$hdr\E" class="chunk-num">1\.1<\/a>/, 'chunks are numbered chapter.chunk');
like($kernels, qr/<span class="chunk-eq">\+≡<\/span>/, 'a continuation is marked +≡');
like($intro, qr/<a href="#\Q$pub1\E" class="chunk-ref">⟨Public declarations/, '[[<<name>>]] in prose becomes a link');
like($kernels, qr/Root chunk, written to <code>src\/demo\.cu<\/code>/, 'a root says which file it becomes');

# CUDA: the launch, highlighting, identifiers
my ($cucode) = $kernels =~ /<div id="\Q$cu\E" class="chunk">(.*?)<div class="chunk-xref">/s;
my $cutext = text_of($cucode // '');
like($cutext, qr/kernel<<<grid, NT>>>\(x\);/, 'the launch is shown as kernel<<<grid, NT>>>(x)');
unlike($cutext, qr/\@<</, 'without the noweb escape');
like($cucode // '', qr/<span class="ex">&lt;&lt;&lt;<\/span>/, 'the launch brackets are highlighted as CUDA');
like($cucode // '', qr/<span class="ex">__global__<\/span>/, '__global__ is highlighted');
like($kernels, qr/<span class="va">threadIdx<\/span>/, 'threadIdx is highlighted');
like($kernels, qr/<span class="bu">__syncthreads<\/span>/, '__syncthreads is highlighted');
like($cucode // '', qr/<a class="chunk-use" href="#\Q$find\E">⟨Find this thread's index/,
     'a chunk use inside highlighted code is a link');
like($cucode // '', qr/<a class="ident-use" href="intro\.html#\Q$pub1\E"[^>]*>demo_sum<\/a>/,
     'an identifier in code links to its definition in the other chapter');
like($kernels, qr/Uses <a href="indexes\.html#i-demo_sum"/, 'a chunk lists the identifiers it uses');
like($intro, qr/Defines <a href="indexes\.html#i-demo_sum"[^>]*><code>demo_sum<\/code><\/a> \(used in <a href="kernels\.html#\Q$cu\E"/,
     'a chunk lists what it defines and where that is used');
like($kernels, qr/<div id="[^"]+" class="chunk">.*?plots\/demo\.gp.*?<pre><code>set terminal svg/s,
     'a gnuplot chunk is shown plain');

# the indexes
like($indexes, qr/<span id="i-demo_sum"><code>demo_sum<\/code>: defined in <a href="intro\.html#\Q$pub1\E"[^>]*>1\.2<\/a>; used in <a href="kernels\.html#\Q$cu\E"/,
     'the identifier index has demo_sum from its %def, with its definition and use');
like($indexes, qr/id="i-NT"/, 'every %def identifier is in the index (NT)');
like($indexes, qr/<span id="c-\Q$pub1\E">⟨<span class="chunk-name">Public declarations<\/span>⟩: defined in <a href="intro\.html#\Q$pub1\E"[^>]*>1\.2<\/a>, <a href="kernels\.html#\Q$pub2\E"/,
     'the chunk index lists both definitions of <<Public declarations>>');

# table, figure, math
like($intro, qr/<div class="generated" data-src="fixture_table">\s*<table>.*?co-rank.*?<\/table>\s*<pre><code>A = \[1 3 7\]/s,
     'the generated table is included, with its code block');
like($intro, qr{<figure>\s*<img src="figures/fixture\.svg" alt="A caption for the fixture figure"[^>]*>\s*<figcaption[^>]*>A caption for the fixture figure</figcaption>\s*</figure>},
     'the figure is embedded with its caption');
like($intro, qr/<span class="math inline">m \+ n<\/span>/, 'inline math is left for KaTeX');
like($intro, qr/<span class="math display">\\mathrm\{co\\_rank\}\(k\) = i/, 'display math is left for KaTeX');
like($intro, qr{<script src="katex/katex\.min\.js"></script>}, 'KaTeX is loaded from the local copy');
like($intro, qr/<code>x &lt;&lt; 2<\/code>/, 'an escaped @<< in prose reads <<');

# the static checks pass on the fixture
($rc, $log) = run('tools/check-book', $out, @web);
is($rc, 0, 'tools/check-book passes on the woven fixture') or diag($log);

# ... and fail on broken copies of it
sub broken {
    my ($what, $edit) = @_;
    my $copy = "$scratch/broken-" . ($what =~ s/\W+/-/gr);
    make_path("$copy/figures");
    my ($r) = run('cp', '-r', "$out/.", $copy);
    my $page = "$copy/intro.html";
    spew($page, $edit->(slurp($page)));
    my ($rc2, $log2) = run('tools/check-book', $copy, @web);
    isnt($rc2, 0, "tools/check-book catches $what");
}
broken('a dangling anchor', sub { $_[0] =~ s/href="kernels\.html#([^"]+)"/href="kernels.html#nowhere"/r });
broken('a missing figure', sub { $_[0] =~ s{figures/fixture\.svg}{figures/missing.svg}r });
broken('a script from the network', sub { $_[0] =~ s{katex/katex\.min\.js}{https://cdn.example.org/katex.min.js}r });
broken('raw TeX in prose', sub { $_[0] =~ s{<p>This small web}{<p>Here \\frac{a}{b} shows. This small web}r });
broken('placeholder text', sub { $_[0] =~ s{<p>This small web}{<p>TODO: write. This small web}r });
broken('a figure whose Markdown did not parse',
       sub { $_[0] =~ s{<p>This small web}{<p>![A caption with A[0,2) in it](figures/fixture.svg) This small web}r });
broken('a tried result in a teaching page',
       sub { $_[0] =~ s{<p>This small web}{<p>See <code>bench/results/h100/tried/x.tsv</code>. This small web}r });
broken('a commit hash in a teaching page', sub { $_[0] =~ s{<p>This small web}{<p>At commit 7eda0af. This small web}r });
broken('an h3 section missing from the outline',
       sub { $_[0] =~ s{(<h2 id="a-figure")}{<h3 id="an-extra-section">An extra section</h3>\n$1}r });
broken('a missing chunk', sub { $_[0] =~ s{<span class="chunk-name">include/demo\.h</span>}{<span class="chunk-name">other</span>}r });

# ------------------------------------------------------------- failures
my $bad = "$scratch/bad";
make_path($bad);
spew("$bad/01-bad.nw", "# Bad\n\nA shift `a << b` in prose, unescaped.\n\n<<x.c>>=\nint x;\n\@\n");
($rc, $log) = run('tools/weave', "$bad/out", "$fixtures/tables", "$bad/01-bad.nw");
isnt($rc, 0, 'an unescaped << in documentation makes tools/weave fail');
like($log, qr/fatal|<</, '... saying why') or diag($log);
ok(!-e "$bad/out/index.html", '... and writes no page');

spew("$bad/02-undefined.nw", "# Undefined\n\n<<y.c>>=\n<<No such chunk>>\n\@\n");
($rc, $log) = run('tools/weave', "$bad/out2", "$fixtures/tables", "$bad/02-undefined.nw");
isnt($rc, 0, 'a use of an undefined chunk makes tools/weave fail');
like($log, qr/No such chunk/, '... naming the chunk') or diag($log);

my $empty = "$scratch/no-tables";
make_path($empty);
($rc, $log) = run('tools/weave', "$scratch/out3", $empty, @web);
isnt($rc, 0, 'a missing generated table makes tools/weave fail');
like($log, qr/fixture_table/, '... naming the table') or diag($log);
ok(!-e "$scratch/out3/intro.html", '... and writes no page');

($rc, $log) = run('tools/weave', "$scratch/out4");
is($rc, 2, 'tools/weave without chapters prints its usage and exits 2');

# ------------------------------------------------------------- any folder
# A clone in a folder whose name has capital letters and spaces (pandoc
# lowercases the reader's name, and a path with spaces must stay one word):
# the weave tools are copied there and weave the fixture into such a folder.
my $clone = "$scratch/My Projects/lit gpu";
make_path("$clone/tools/book", "$clone/Out Book/figures");
copy('tools/weave', "$clone/tools/weave") or die "copy: $!";
chmod 0755, "$clone/tools/weave";
copy("tools/book/$_", "$clone/tools/book/$_") or die "copy: $!"
    for qw(noweb-reader.lua page.html style.css cuda.xml);
($rc, $log) = run("$clone/tools/weave", "$clone/Out Book", "$fixtures/tables", @web);
is($rc, 0, 'tools/weave works from a folder with capitals and spaces in its path') or diag($log);
ok(-f "$clone/Out Book/kernels.html", '... and writes the pages there');

done_testing();
