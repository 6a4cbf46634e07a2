#!/usr/bin/perl
# The woven book in a real browser: headless Chromium opens the contents
# page and a chapter (the first with math, else the preface) from file://,
# with no network, runs their scripts, and we check the DOM it ends with:
# KaTeX typeset every formula without error, the code is highlighted, and on
# a phone-sized screen nothing is wider than the screen.  Screenshots at a
# desktop and a phone width go to build/book-shots/ for a person to look at.
use strict;
use warnings;
use Cwd qw(abs_path getcwd);
use File::Basename qw(basename dirname);
use File::Path qw(make_path);
use File::Temp qw(tempdir);
use utf8;
use Test::More;
binmode(Test::More->builder->$_, ":encoding(UTF-8)") for qw(output failure_output todo_output);

my $root = abs_path(dirname(__FILE__) . "/../..");
chdir $root or die "cannot cd to $root: $!";
my $book = abs_path($ENV{BOOK} // 'book');

my $chromium = $ENV{CHROMIUM};
for my $c (qw(chromium chromium-browser google-chrome-stable google-chrome)) {
    last if $chromium;
    ($chromium) = grep { -x } map { "$_/$c" } split /:/, $ENV{PATH} // '';
}
plan skip_all => 'no Chromium on this machine (chromium, chromium-browser or google-chrome): install it with tools/setup'
    unless $chromium;

ok($book && -f "$book/index.html", "the book is built ($book/index.html)")
    or BAIL_OUT('build the book first: ninja book');

my @chapters = sort glob('chapters/*.nw');
sub stem { (my $s = basename($_[0], '.nw')) =~ s/^\d+-//; $s }
sub slurp { open my $fh, '<:encoding(UTF-8)', $_[0] or return ''; local $/; <$fh> }

# the chapter to look at: the first with math, else the preface, else the first
my ($chapter) = grep { slurp("$book/$_") =~ /class="math (?:inline|display)"/ }
                map { stem($_) . '.html' } @chapters;
$chapter //= -f "$book/preface.html" ? 'preface.html'
           : @chapters ? stem($chapters[0]) . '.html' : undef;
ok(defined $chapter && -f "$book/$chapter", 'a chapter page to render: ' . ($chapter // 'none'));

my $shots = "$root/build/book-shots";
make_path($shots);
my $scratch = tempdir(CLEANUP => 1);

# Run Chromium on one page; returns its DOM after scripts ran (or the
# screenshot's status).  A copy of the page with a <base> pointing at the
# book lets a small script measure the layout without writing into book/.
my @flags = (qw(--headless --no-sandbox --disable-gpu --disable-quic --no-first-run
                --disable-background-networking --disable-component-update --disable-sync
                --disable-extensions --hide-scrollbars --virtual-time-budget=5000));

sub chromium {
    my (@args) = @_;
    my $profile = tempdir(DIR => $scratch);
    my $pid = open(my $fh, '-|');
    die "fork: $!" unless defined $pid;
    if (!$pid) {
        open STDERR, '>', '/dev/null';
        exec 'timeout', '90', $chromium, @flags, "--user-data-dir=$profile", @args;
        exit 127;
    }
    local $/;
    my $out = <$fh> // '';
    close $fh;
    return ($? >> 8, $out);
}

# A page of our own holding the book's page in a 390 px wide frame (headless
# Chromium keeps its window at least 500 px wide); once loaded it writes
# the width of the framed page's content and of the frame into its body.
sub phone_probe {
    my ($page) = @_;
    my $copy = "$scratch/probe-$page";
    open my $fh, '>:encoding(UTF-8)', $copy or die "$copy: $!";
    print $fh <<"HTML";
<!DOCTYPE html>
<html><body>
<iframe id="f" src="file://$book/$page" style="width:390px;height:844px;border:0"></iframe>
<script>
window.addEventListener("load", function () {
  var f = document.getElementById("f"), r;
  try {
    var d = f.contentDocument.documentElement;
    r = d.scrollWidth + "/" + d.clientWidth;
  } catch (e) { r = "error " + e; }
  document.body.setAttribute("data-probe-width", r);
});
</script>
</body></html>
HTML
    close $fh;
    return $copy;
}

for my $page (grep { defined } 'index.html', $chapter) {
    my $url = "file://$book/$page";
    my $static = slurp("$book/$page");
    my $math = () = $static =~ /<span class="math (?:inline|display)">/g;
    my $code = () = $static =~ /<div class="sourceCode"/g;

    my ($rc, $dom) = chromium('--window-size=1280,900', '--dump-dom', $url);
    ok($rc == 0 && $dom =~ /<\/html>/i, "Chromium renders $page from file://")
        or diag("chromium exited $rc");
    unlike($dom, qr/class="[^"]*katex-error/, "$page: KaTeX reports no error");
    if ($math) {
        my $typeset = () = $dom =~ /<span class="katex"/g;
        ok($typeset >= $math, "$page: all $math formulas typeset by KaTeX ($typeset katex spans)")
            or diag('did katex/katex.min.js load? is the <script> at the end of the page?');
    } else {
        pass("$page: no math to typeset");
    }
    if ($page ne 'index.html') {
        ok($code > 0, "$page has code chunks");
        like($dom, qr{<div class="sourceCode"[^>]*>.*?<span class="(?:kw|dt|cf|ex)">}s,
             "$page: code is highlighted (token spans inside div.sourceCode)");
    }

    # a phone: nothing may be wider than the screen (code and tables scroll)
    my $probe = phone_probe($page);
    ($rc, $dom) = chromium('--allow-file-access-from-files', '--window-size=800,900',
                           '--dump-dom', "file://$probe");
    my ($w, $vw) = $dom =~ /data-probe-width="(\d+)\/(\d+)"/;
    ok(defined $w && $w <= $vw, "$page fits a 390 px wide phone screen")
        or diag(defined $w ? "its content is $w px wide in a $vw px frame"
                           : "the layout probe did not run: $1" x ($dom =~ /data-probe-width="([^"]*)"/));

    (my $name = $page) =~ s/\.html$//;
    for my $size (['desktop', '1280,1600'], ['phone', '390,844']) {
        my $png = "$shots/$name-$size->[0].png";
        unlink $png;
        chromium("--window-size=$size->[1]", "--screenshot=$png", $url);
        my $head = '';
        if (open my $fh, '<:raw', $png) { read $fh, $head, 8; }
        ok(-s $png && -s $png > 2000 && $head eq "\x89PNG\r\n\x1a\n",
           "screenshot build/book-shots/$name-$size->[0].png");
    }
}

done_testing();
