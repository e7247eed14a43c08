/* exit0: a program that only exits, for the loader-cost and startup baselines. */
int
main(void)
{
	return 0;
}
